import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { createScheduleEntry, deleteScheduleEntry, scheduleAudit, updateScheduleEntry } from "~/domain/schedule/commands.server";
import { listScheduleOfSeries, listUpcomingSchedule } from "~/domain/schedule/queries.server";
import { ScheduleEntry, ScheduleRun, ScheduleRunDetail, SeriesAiring } from "~/domain/schedule/responses";
import {
  createScheduleRun,
  deleteScheduleRun,
  findCurrentRuns,
  findScheduleRun,
  listRunEntries,
  scheduleRunAudit,
  updateScheduleRun,
} from "~/domain/schedule/runs.server";
import { RUNS_API_LIMIT, ScheduleInput, ScheduleQuery, ScheduleRunInput, ScheduleRunQuery } from "~/domain/schedule/schema";
import { todayIn } from "~/lib/dates";
import { pagedJson, pageWindow } from "./paging";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { publicRoute, adminRoute } = routeMarkers("Schedule", "The airing schedule: single entries and weekly runs that make entries");

// Weekly runs: one definition ("every Saturday at 19:00 from a date, episodes 5 onward, 12 weeks")
// makes all its entries; editing the run makes them again.
const runRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    adminRoute({
      operationId: "listScheduleRuns",
      summary: `Weekly runs still airing, soonest first; ${RUNS_API_LIMIT} at most per call`,
      response: z.array(ScheduleRun),
      paged: true,
    }),
    validate("query", ScheduleRunQuery),
    async (c) => {
      const query = c.req.valid("query");
      const window = pageWindow(query, RUNS_API_LIMIT);
      const found = await findCurrentRuns(c.var.app, todayIn(c.var.app.env.SITE_TIMEZONE), window);
      return pagedJson(c, found.items, found.total, window);
    },
  )
  .get(
    "/:id{[0-9]+}",
    adminRoute({ operationId: "getScheduleRun", summary: "A weekly run with its entries", response: ScheduleRunDetail, errors: [404] }),
    async (c) => {
      const id = Number(c.req.param("id"));
      const [run, entries] = await Promise.all([findScheduleRun(c.var.app, id), listRunEntries(c.var.app, id)]);
      return c.json({ ...run, entries });
    },
  )
  .post(
    "/",
    adminRoute({
      operationId: "createScheduleRun",
      audits: scheduleRunAudit.create,
      summary: "Add a weekly run and all its entries",
      response: ScheduleRun,
      status: 201,
      errors: [404],
    }),
    validate("json", ScheduleRunInput),
    async (c) => c.json(await createScheduleRun(c.var.app, c.req.valid("json")), 201),
  )
  .put(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "updateScheduleRun",
      audits: scheduleRunAudit.update,
      summary: "Edit a whole weekly run: its entries are made again",
      response: ScheduleRun,
      errors: [404],
    }),
    validate("json", ScheduleRunInput),
    async (c) => c.json(await updateScheduleRun(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "deleteScheduleRun",
      audits: scheduleRunAudit.delete,
      summary: "Delete a weekly run and its entries",
      response: Ok,
      errors: [404],
    }),
    async (c) => {
      await deleteScheduleRun(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  );

export const scheduleRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    publicRoute({
      operationId: "listSchedule",
      summary: "The 14 days from today; with series_id, that series' {episode, air_date, air_time}",
      response: z.union([z.array(ScheduleEntry), z.array(SeriesAiring)]),
    }),
    validate("query", ScheduleQuery),
    async (c) => {
      const { series_id } = c.req.valid("query");
      return c.json(series_id ? await listScheduleOfSeries(c.var.app, series_id) : await listUpcomingSchedule(c.var.app));
    },
  )
  .post(
    "/",
    adminRoute({
      operationId: "createScheduleEntry",
      audits: scheduleAudit.create,
      summary: "Add a schedule entry",
      response: ScheduleEntry,
      status: 201,
      errors: [404],
    }),
    validate("json", ScheduleInput),
    async (c) => c.json(await createScheduleEntry(c.var.app, c.req.valid("json")), 201),
  )
  .put(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "updateScheduleEntry",
      audits: scheduleAudit.update,
      summary: "Edit a schedule entry",
      response: ScheduleEntry,
      errors: [404],
    }),
    validate("json", ScheduleInput),
    async (c) => c.json(await updateScheduleEntry(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "deleteScheduleEntry",
      audits: scheduleAudit.delete,
      summary: "Delete a schedule entry",
      response: Ok,
      errors: [404],
    }),
    async (c) => {
      await deleteScheduleEntry(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  )
  .route("/runs", runRoutes);
