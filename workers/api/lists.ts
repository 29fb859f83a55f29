// The caller's list (issue #36): each series' status, score and progress, a MyAnimeList export
// brought in, and the list exported. Only ever the token holder's own list.
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { importList, removeListEntry, setListEntry } from "~/domain/lists/commands.server";
import { listRefusals, readListFile } from "~/domain/lists/import-file";
import { bodyWithin } from "~/lib/read-within";
import { malExportDownload } from "~/domain/lists/export";
import { MAX_LIST_IMPORT_BYTES } from "~/domain/lists/mal-xml";
import { findListEntries, listEntryOf, listForExport } from "~/domain/lists/queries.server";
import { ListEntry, ListImportResult, RemovedListEntry } from "~/domain/lists/responses";
import { LIST_API_LIMIT, ListEntryInput, ListExportQuery, ListImportQuery, ListQuery } from "~/domain/lists/schema";
import { DomainError } from "~/lib/refusals";
import { pagedJson, pageWindow } from "./paging";
import { seriesIdOf } from "./path-params";
import { routeMarkers, validate } from "./route-meta";

const { userRoute } = routeMarkers(
  "Lists",
  "The caller's list as trackers keep it: status, score and progress per series; MyAnimeList XML import and export",
);

const XML_TYPES = ["application/xml", "text/xml", "application/gzip", "application/x-gzip"];

export const listRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    userRoute({ operationId: "listEntries", summary: "The caller's list, newest change first", response: z.array(ListEntry), paged: true }),
    validate("query", ListQuery),
    async (c) => {
      const query = c.req.valid("query");
      const window = { ...pageWindow(query, LIST_API_LIMIT), status: query.status };
      const found = await findListEntries(c.var.app, c.var.user.id, window);
      return pagedJson(c, found.items, found.total, window);
    },
  )
  .post(
    "/import",
    userRoute({
      operationId: "importList",
      summary: "Bring in a MyAnimeList XML export (plain or gzipped), matched by series_animedb_id; dry_run=true only counts",
      response: ListImportResult,
      xmlBody: true,
      errors: [413, 415],
    }),
    validate("query", ListImportQuery),
    async (c) => {
      const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!XML_TYPES.includes(type)) throw new DomainError(415, "Send the MyAnimeList export as application/xml");
      const body = await bodyWithin(c.req.raw, MAX_LIST_IMPORT_BYTES, listRefusals("The body could not be read"));
      const { entries } = readListFile(body);
      return c.json(await importList(c.var.app, c.var.user.id, entries, c.req.valid("query").dry_run === "true"));
    },
  )
  .get(
    "/export",
    userRoute({
      operationId: "exportList",
      summary: "The caller's list as JSON, or (format=mal) as a MyAnimeList XML export that MyAnimeList's and AniList's importers take",
      response: z.array(ListEntry),
      xmlAnswer: true,
    }),
    validate("query", ListExportQuery),
    async (c) => {
      const entries = await listForExport(c.var.app, c.var.user.id);
      // A viewer's own list, whichever format: never kept by a cache (issue #49).
      if (c.req.valid("query").format === "json")
        return c.json(
          entries.map(({ type: _type, ...entry }) => entry),
          200,
          { "Cache-Control": "private, no-store" },
        );
      return malExportDownload(c.var.user, entries);
    },
  )
  .put(
    "/:seriesId{[0-9]+}",
    userRoute({
      operationId: "setListEntry",
      summary: "Put a series on the caller's list, or change its entry (a score or progress left out stays as it was)",
      response: ListEntry,
      errors: [404],
    }),
    validate("json", ListEntryInput),
    async (c) => {
      await setListEntry(c.var.app, c.var.user.id, seriesIdOf(c), c.req.valid("json"));
      return c.json((await listEntryOf(c.var.app, c.var.user.id, seriesIdOf(c)))!);
    },
  )
  .delete(
    "/:seriesId{[0-9]+}",
    userRoute({ operationId: "removeListEntry", summary: "Take a series off the caller's list", response: RemovedListEntry }),
    async (c) => {
      const removed = await removeListEntry(c.var.app, c.var.user.id, seriesIdOf(c));
      return c.json({ series_id: seriesIdOf(c), removed });
    },
  );
