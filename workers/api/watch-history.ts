// The caller's watch history and resume positions, kept in the account (issue #22).
import { Hono } from "hono";
import type { ApiEnv } from "./env";
import { clearWatchHistory, mergeWatchHistory, recordWatch, saveWatchPosition } from "~/domain/watch-history/commands.server";
import { readAccountHistory } from "~/domain/watch-history/queries.server";
import { AccountHistory } from "~/domain/watch-history/responses";
import { HistoryClearInput, HistoryMergeInput, HistoryRecordInput, PositionInput } from "~/domain/watch-history/schema";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { userRoute } = routeMarkers("Watch history", "The caller's watch history and resume positions, on every device");

export const watchHistoryRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    userRoute({ operationId: "getWatchHistory", summary: "The caller's watch history and resume positions", response: AccountHistory }),
    async (c) => c.json(await readAccountHistory(c.var.app, c.var.user.id)),
  )
  .post(
    "/",
    userRoute({
      operationId: "recordWatch",
      summary: "Record an opened series or episode (one entry a series, the 20 newest kept)",
      response: Ok,
      errors: [404],
    }),
    validate("json", HistoryRecordInput),
    async (c) => {
      await recordWatch(c.var.app, c.var.user.id, c.req.valid("json"));
      return c.json({ ok: true });
    },
  )
  .post(
    "/merge",
    userRoute({
      operationId: "mergeWatchHistory",
      summary: "Merge a browser's history (newest first) and positions into the account",
      response: AccountHistory,
    }),
    validate("json", HistoryMergeInput),
    async (c) => {
      await mergeWatchHistory(c.var.app, c.var.user.id, c.req.valid("json"));
      return c.json(await readAccountHistory(c.var.app, c.var.user.id));
    },
  )
  .post(
    "/clear",
    userRoute({
      operationId: "clearWatchHistory",
      summary: "Remove some series' entries, or (none named) the whole history and its positions",
      response: Ok,
    }),
    validate("json", HistoryClearInput),
    async (c) => {
      await clearWatchHistory(c.var.app, c.var.user.id, c.req.valid("json").series_ids);
      return c.json({ ok: true });
    },
  )
  .put(
    "/positions/:episodeId{[0-9]+}",
    userRoute({ operationId: "saveWatchPosition", summary: "Where the caller stopped in a direct video", response: Ok, errors: [404] }),
    validate("json", PositionInput),
    async (c) => {
      const { position, duration } = c.req.valid("json");
      await saveWatchPosition(c.var.app, c.var.user.id, Number(c.req.param("episodeId")), position, duration);
      return c.json({ ok: true });
    },
  );
