import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AppContext } from "~/.server/context";
import { episodeServers, episodes, nowIso, series } from "~/.server/db/schema";
import { DomainError, notFound } from "~/lib/refusals";
import { skipRangeIssues } from "~/lib/skip-ranges";
import { detectServerType } from "~/lib/video";
import { audioOfLanguage } from "~/lib/vocabulary/server-audio";
import { announceEpisodes } from "../push/fan-out.server";
import { episodeColumnsOfFields } from "./fields.server";
import { getEpisodeById } from "./queries.server";
import type { EpisodeCreate, EpisodeUpdate } from "./schema";
import { auditNames } from "~/domain/audit/names";

/** The admins' episode writes as the audit log names them. */
export const episodeAudit = auditNames("episodes", "create", "update", "delete", "upload", "import", "kinds");

type Batch = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

const definedOf = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;

// A bound value usable as a column of INSERT ... SELECT.
const sqlValue = <T extends string | number>(value: T, alias: string) => sql<T>`${value}`.as(alias);

// Server rows of the episode with this number, written in the same batch as the episode; a server
// given without its audio takes the episode's language's (decision 049).
function insertServers(
  app: AppContext,
  seriesId: number,
  episodeNumber: number,
  servers: NonNullable<EpisodeUpdate["servers"]>,
  language: string | null | undefined,
) {
  return servers.map((server, position) =>
    app.db.insert(episodeServers).select(
      app.db
        .select({
          // INSERT ... SELECT takes every column in table order; a null id is assigned by SQLite.
          id: sql<number>`null`.as("id"),
          episodeId: episodes.id,
          position: sqlValue(position, "position"),
          label: sqlValue(server.label, "label"),
          url: sqlValue(server.url, "url"),
          type: sqlValue(server.type || detectServerType(server.url), "type"),
          audio: sqlValue(server.audio ?? audioOfLanguage(language), "audio"),
          audioLang: sql<string | null>`${server.audio_lang ?? null}`.as("audio_lang"),
        })
        .from(episodes)
        .where(and(eq(episodes.seriesId, seriesId), eq(episodes.episodeNumber, episodeNumber))),
    ),
  );
}

async function checkNumberFree(app: AppContext, seriesId: number, episodeNumber: number, exceptId?: number) {
  const [clash] = await app.db
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.seriesId, seriesId), eq(episodes.episodeNumber, episodeNumber)));
  if (clash && clash.id !== exceptId) throw new DomainError(409, `Episode ${episodeNumber} already exists for this series`);
}

const touchSeries = (app: AppContext, seriesId: number) => app.db.update(series).set({ updatedAt: nowIso }).where(eq(series.id, seriesId));

export async function createEpisode(app: AppContext, input: EpisodeCreate) {
  const [parent] = await app.db.select({ id: series.id }).from(series).where(eq(series.id, input.series_id));
  if (!parent) throw notFound("Series");
  await checkNumberFree(app, input.series_id, input.episode_number);
  const servers = input.servers ?? [];
  await app.db.batch([
    app.db.insert(episodes).values({
      ...episodeColumnsOfFields(input),
      seriesId: input.series_id,
      episodeNumber: input.episode_number,
      videoUrl: input.video_url ?? servers[0]?.url ?? null,
    }),
    ...insertServers(app, input.series_id, input.episode_number, servers, input.language),
    touchSeries(app, input.series_id),
  ] as Batch);
  announceEpisodes(app, input.series_id, [input.episode_number]);
  const [created] = await app.db
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.seriesId, input.series_id), eq(episodes.episodeNumber, input.episode_number)));
  return (await getEpisodeById(app, created!.id))!;
}

export async function updateEpisode(app: AppContext, id: number, input: EpisodeUpdate) {
  const [current] = await app.db
    .select({
      seriesId: episodes.seriesId,
      episodeNumber: episodes.episodeNumber,
      duration: episodes.duration,
      language: episodes.language,
      intro_start: episodes.introStart,
      intro_end: episodes.introEnd,
      outro_start: episodes.outroStart,
      outro_end: episodes.outroEnd,
    })
    .from(episodes)
    .where(eq(episodes.id, id))
    .limit(1);
  if (!current) throw notFound("Episode");
  // The schema held what was given to itself; what is kept is held to the ranges as well.
  const [rangeIssue] = skipRangeIssues(
    { ...current, ...definedOf(input) },
    input.duration === undefined ? current.duration : input.duration,
  );
  if (rangeIssue) throw new DomainError(400, rangeIssue.message);
  const episodeNumber = input.episode_number ?? current.episodeNumber;
  if (episodeNumber !== current.episodeNumber) await checkNumberFree(app, current.seriesId, episodeNumber, id);
  const statements: BatchItem<"sqlite">[] = [
    app.db
      .update(episodes)
      .set({ ...episodeColumnsOfFields(input), updatedAt: nowIso })
      .where(eq(episodes.id, id)),
  ];
  if (input.servers)
    statements.push(
      app.db.delete(episodeServers).where(eq(episodeServers.episodeId, id)),
      ...insertServers(
        app,
        current.seriesId,
        episodeNumber,
        input.servers,
        input.language === undefined ? current.language : input.language,
      ),
    );
  statements.push(touchSeries(app, current.seriesId));
  await app.db.batch(statements as Batch);
  return (await getEpisodeById(app, id))!;
}

/** Deletes the episode with its servers and comments (FK cascades). */
export async function deleteEpisode(app: AppContext, id: number) {
  const deleted = await app.db.delete(episodes).where(eq(episodes.id, id)).returning({ id: episodes.id });
  if (deleted.length === 0) throw notFound("Episode");
}
