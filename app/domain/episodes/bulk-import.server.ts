import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AppContext } from "~/.server/context";
import { jsonChunks, jsonField, jsonRows, named } from "~/.server/db/json-rows";
import { episodeServers, episodes, nowIso, series } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import { firstIssue } from "~/lib/schema-fields";
import { detectServerType } from "~/lib/video";
import { audioOfLanguage, type ServerAudio } from "~/lib/vocabulary/server-audio";
import { writeWholeImport } from "../imports/commands.server";
import { countRows, emptyPlan, type ImportPlanOf, type PlannedRow, refuseInvalidRows } from "../imports/plan";
import { announceEpisodes } from "../push/fan-out.server";
import { episodeFieldsOfRow, importedEpisodeColumns } from "./fields.server";
import { EPISODE_COLUMNS, type EpisodeColumn, type RawEpisodeRow } from "./import-format";
import { EpisodeCreateInput } from "./schema";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";

// Bulk import of a series' episodes (docs/decisions/015-bulk-import.md): every row goes through
// EpisodeCreateInput, is compared with the episode of the same number, and the whole import is
// written in ONE db.batch (one transaction). Rows travel to SQL as JSON text read by json_each,
// so a statement binds 2 or 3 parameters whatever its row count (D1 binds at most 100).

type PlannedEpisodeRow = PlannedRow & { episode_number: number | null };
type Server = { label: string; url: string; type: string; audio: ServerAudio; audio_lang: string | null };
type EpisodeRecord = Record<Exclude<EpisodeColumn, "subtitles">, string | number | null> & {
  episode_number: number;
  subtitles: SubtitleTrack[];
  servers: Server[];
  replaceServers: boolean;
};
export type ImportPlan = ImportPlanOf<PlannedEpisodeRow, EpisodeRecord>;

const FIELDS = EPISODE_COLUMNS.filter((name) => name !== "episode_number");
/** What a field is when a file gives it empty or a new episode lacks it. */
const emptyOf: Record<string, unknown> = { subtitles: [], kind: "canon" };

/** The episodes of a series with these numbers, with their servers, by number. */
async function readExisting(app: AppContext, seriesId: number, numbers: number[]) {
  const wanted = sql`${episodes.episodeNumber} IN (SELECT value FROM json_each(${JSON.stringify(numbers)}))`;
  const [rows, servers] = await app.db.batch([
    app.db
      .select()
      .from(episodes)
      .where(and(eq(episodes.seriesId, seriesId), wanted)),
    app.db
      .select({
        episodeId: episodeServers.episodeId,
        label: episodeServers.label,
        url: episodeServers.url,
        type: episodeServers.type,
        audio: episodeServers.audio,
        audioLang: episodeServers.audioLang,
      })
      .from(episodeServers)
      .where(
        sql`${episodeServers.episodeId} IN (SELECT ${episodes.id} FROM ${episodes} WHERE ${episodes.seriesId} = ${seriesId} AND ${wanted})`,
      )
      .orderBy(asc(episodeServers.episodeId), asc(episodeServers.position)),
  ]);
  const serversOf = Map.groupBy(servers, (server) => server.episodeId);
  return new Map(
    rows.map((row) => {
      const record: EpisodeRecord = {
        ...(episodeFieldsOfRow(row) as Omit<EpisodeRecord, "episode_number" | "servers" | "replaceServers">),
        episode_number: row.episodeNumber,
        servers: (serversOf.get(row.id) ?? []).map(({ label, url, type, audio, audioLang }) => ({
          label,
          url,
          type,
          audio,
          audio_lang: audioLang,
        })),
        replaceServers: false,
      };
      return [row.episodeNumber, record] as const;
    }),
  );
}

const sameServers = (a: Server[], b: Server[]) => JSON.stringify(a) === JSON.stringify(b);

/** Validates every row and sorts it into new, changed, unchanged or invalid. Writes nothing. */
export async function planEpisodeImport(app: AppContext, seriesId: number, raw: RawEpisodeRow[]): Promise<ImportPlan> {
  const [parent] = await app.db.select({ id: series.id }).from(series).where(eq(series.id, seriesId));
  if (!parent) throw notFound("Series");
  const parsed = raw.map((row) => ({ row, result: EpisodeCreateInput.safeParse({ ...row.values, series_id: seriesId }) }));
  const numbers = parsed.flatMap(({ result }) => (result.success ? [result.data.episode_number] : []));
  const existing = await readExisting(app, seriesId, [...new Set(numbers)]);
  const firstRowOf = new Map<number, number>();
  const plan: ImportPlan = emptyPlan();
  for (const { row, result } of parsed) {
    const label = { row: row.row, title: typeof row.values.title === "string" ? row.values.title : "" };
    if (!result.success) {
      const number = Number(row.values.episode_number);
      plan.rows.push({
        ...label,
        episode_number: Number.isInteger(number) ? number : null,
        state: "invalid",
        changes: [],
        reason: firstIssue(result.error),
      });
      continue;
    }
    const input = result.data;
    const earlier = firstRowOf.get(input.episode_number);
    if (earlier) {
      plan.rows.push({
        ...label,
        episode_number: input.episode_number,
        state: "invalid",
        changes: [],
        reason: `Episode ${input.episode_number} is also in row ${earlier}`,
      });
      continue;
    }
    firstRowOf.set(input.episode_number, row.row);
    const current = existing.get(input.episode_number);
    // A server the file gives without its audio takes the episode's language's (decision 049).
    const language = input.language !== undefined ? input.language : (current?.language as string | null | undefined);
    const servers = input.servers?.map((server) => ({
      label: server.label,
      url: server.url,
      type: server.type || detectServerType(server.url),
      audio: server.audio ?? audioOfLanguage(language),
      audio_lang: server.audio_lang ?? null,
    }));
    // A column the file leaves out keeps the episode's value; one it gives empty clears it.
    const merged = {
      ...(current ?? { replaceServers: false }),
      episode_number: input.episode_number,
      servers: servers ?? current?.servers ?? [],
      replaceServers: servers !== undefined,
    } as EpisodeRecord;
    for (const name of FIELDS)
      if (input[name] !== undefined || !current) Object.assign(merged, { [name]: input[name] ?? emptyOf[name] ?? null });
    if (!current) {
      merged.video_url ??= merged.servers[0]?.url ?? null; // as createEpisode does
      plan.create.push(merged);
      plan.rows.push({ ...label, episode_number: input.episode_number, state: "new", changes: [], reason: null });
      continue;
    }
    const changes: string[] = FIELDS.filter((name) => JSON.stringify(merged[name]) !== JSON.stringify(current[name]));
    if (servers && !sameServers(servers, current.servers)) changes.push("servers");
    if (changes.length) plan.update.push(merged);
    plan.rows.push({
      ...label,
      title: merged.title as string,
      episode_number: input.episode_number,
      state: changes.length ? "changed" : "unchanged",
      changes,
      reason: null,
    });
  }
  countRows(plan);
  return plan;
}

const episodeColumns = importedEpisodeColumns((name) => jsonField(name) as SQL<never>);

/** The statements of one import: inserts, updates, replaced servers, and the series touched. */
function importStatements(app: AppContext, seriesId: number, plan: ImportPlan): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [];
  // INSERT ... SELECT takes every column in table order; a null id is assigned by SQLite.
  for (const chunk of jsonChunks(plan.create))
    statements.push(
      app.db.insert(episodes).select(
        app.db
          .select(
            named({
              id: sql<number>`null`,
              seriesId: sql<number>`${seriesId}`,
              episodeNumber: jsonField("episode_number") as SQL<number>,
              ...episodeColumns,
              createdAt: nowIso as SQL<string>,
              updatedAt: nowIso as SQL<string>,
            }),
          )
          .from(jsonRows(chunk)),
      ),
    );
  for (const chunk of jsonChunks(plan.update))
    statements.push(
      app.db
        .update(episodes)
        .set({ ...episodeColumns, updatedAt: nowIso })
        .from(jsonRows(chunk))
        .where(and(eq(episodes.seriesId, seriesId), eq(episodes.episodeNumber, jsonField("episode_number")))),
    );
  const replaced = plan.update.filter((record) => record.replaceServers);
  for (const chunk of jsonChunks(replaced.map((record) => record.episode_number)))
    statements.push(
      app.db
        .delete(episodeServers)
        .where(
          sql`${episodeServers.episodeId} IN (SELECT e.id FROM episodes e WHERE e.series_id = ${seriesId} AND e.episode_number IN (SELECT value FROM json_each(${chunk})))`,
        ),
    );
  const servers = [...plan.create, ...replaced].flatMap((record) =>
    record.servers.map((server, position) => ({ ...server, position, episode_number: record.episode_number })),
  );
  const episodeId = sql<number>`(SELECT e.id FROM episodes e WHERE e.series_id = ${seriesId} AND e.episode_number = ${jsonField("episode_number")})`;
  for (const chunk of jsonChunks(servers))
    statements.push(
      app.db.insert(episodeServers).select(
        app.db
          .select(
            named({
              id: sql<number>`null`,
              episodeId,
              position: jsonField("position") as SQL<number>,
              label: jsonField("label") as SQL<string>,
              url: jsonField("url") as SQL<string>,
              type: jsonField("type") as SQL<string>,
              audio: jsonField("audio") as SQL<ServerAudio>,
              audioLang: jsonField("audio_lang") as SQL<string | null>,
            }),
          )
          .from(jsonRows(chunk)),
      ),
    );
  statements.push(app.db.update(series).set({ updatedAt: nowIso }).where(eq(series.id, seriesId)));
  return statements;
}

/**
 * Re-plans the rows (the preview's payload is never trusted) and, when every row is valid, writes
 * all new and changed episodes in one batch: it commits whole or not at all.
 */
export async function importEpisodes(app: AppContext, seriesId: number, raw: RawEpisodeRow[]) {
  const plan = await planEpisodeImport(app, seriesId, raw);
  refuseInvalidRows(plan);
  if (plan.create.length + plan.update.length > 0) {
    await writeWholeImport(app, importStatements(app, seriesId, plan), "The series");
    announceEpisodes(
      app,
      seriesId,
      plan.create.map((episode) => episode.episode_number),
    );
  }
  return plan;
}
