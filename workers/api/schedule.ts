import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import {
  createScheduleEntry,
  deleteScheduleEntry,
  listScheduleOfSeries,
  listUpcomingSchedule,
  updateScheduleEntry,
} from "~/domain/schedule/queries.server";
import { createScheduleRun, deleteScheduleRun, findCurrentRuns, findScheduleRun, listRunEntries, updateScheduleRun } from "~/domain/schedule/runs.server";
import { RUNS_API_LIMIT, ScheduleInput, ScheduleQuery, ScheduleRunInput, ScheduleRunQuery } from "~/domain/schedule/schema";
import { todayIn } from "~/lib/dates";
import { pagedJson } from "./paging";
import { adminRoute, publicRoute, validate } from "./route-meta";

// Weekly runs: one definition ("every Saturday at 19:00 from a date, episodes 5 onward, 12 weeks")
// makes all its entries; editing the run makes them again.
const runRoutes = new Hono<ApiEnv>()
  .get("/", adminRoute(`Weekly runs still airing, soonest first; ${RUNS_API_LIMIT} at most per call (X-Total-Count, Link)`), validate("query", ScheduleRunQuery), async (c) => {
    const query = c.req.valid("query");
    const window = { limit: query.limit ?? RUNS_API_LIMIT, offset: query.offset ?? 0 };
    const found = await findCurrentRuns(c.var.app.db, todayIn(c.var.app.env.SITE_TIMEZONE), window);
    return pagedJson(c, found.items, found.total, window);
  })
  .get("/:id{[0-9]+}", adminRoute("A weekly run with its entries"), async (c) => {
    const id = Number(c.req.param("id"));
    const [run, entries] = await Promise.all([findScheduleRun(c.var.app.db, id), listRunEntries(c.var.app.db, id)]);
    return c.json({ ...run, entries });
  })
  .post("/", adminRoute("Add a weekly run and all its entries", { status: 201 }), validate("json", ScheduleRunInput), async (c) =>
    c.json(await createScheduleRun(c.var.app, c.req.valid("json")), 201),
  )
  .put("/:id{[0-9]+}", adminRoute("Edit a whole weekly run: its entries are made again"), validate("json", ScheduleRunInput), async (c) =>
    c.json(await updateScheduleRun(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete("/:id{[0-9]+}", adminRoute("Delete a weekly run and its entries"), async (c) => {
    await deleteScheduleRun(c.var.app, Number(c.req.param("id")));
    return c.json({ ok: true });
  });

export const scheduleRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute("The 14 days from today; with series_id, that series' {episode, air_date, air_time}"), validate("query", ScheduleQuery), async (c) => {
    const { series_id } = c.req.valid("query");
    return c.json(series_id ? await listScheduleOfSeries(c.var.app.db, series_id) : await listUpcomingSchedule(c.var.app));
  })
  .post("/", adminRoute("Add a schedule entry", { status: 201 }), validate("json", ScheduleInput), async (c) =>
    c.json(await createScheduleEntry(c.var.app, c.req.valid("json")), 201),
  )
  .put("/:id{[0-9]+}", adminRoute("Edit a schedule entry"), validate("json", ScheduleInput), async (c) =>
    c.json(await updateScheduleEntry(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete("/:id{[0-9]+}", adminRoute("Delete a schedule entry"), async (c) => {
    await deleteScheduleEntry(c.var.app, Number(c.req.param("id")));
    return c.json({ ok: true });
  })
  .route("/runs", runRoutes);
