import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import {
  createScheduleEntry,
  deleteScheduleEntry,
  listScheduleOfSeries,
  listUpcomingSchedule,
  updateScheduleEntry,
} from "~/domain/schedule/queries.server";
import { ScheduleInput, ScheduleQuery } from "~/domain/schedule/schema";
import { adminRoute, publicRoute, validate } from "./route-meta";

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
  });
