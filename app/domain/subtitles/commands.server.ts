// Adding a subtitle track to an episode: a linked one as given, an uploaded one checked and
// written as WebVTT (./webvtt.ts) before anything is stored (docs/decisions/030-streams.md); an
// ASS/SSA upload is also kept as it came, for the player to draw (decision 070).
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, nowIso } from "~/.server/db/schema";
import { DomainError, notFound } from "~/lib/refusals";
import { mediaStoreOf, storeAssSubtitle, storeSubtitle } from "~/.server/storage/uploads";
import { type AddSubtitle, MAX_SUBTITLE_TRACKS, type SubtitleTrack } from "~/lib/subtitle-tracks";
import { getEpisodeById } from "../episodes/queries.server";
import { subtitleFileToWebVtt } from "./webvtt";
import { auditNames } from "~/domain/audit/names";

/** Adding a subtitle track, as the audit log names it (the entry's id is the episode's). */
export const subtitleAudit = auditNames("subtitles", "create");

export type SubtitleFile = { bytes: Uint8Array<ArrayBuffer>; name: string | null };

const TOO_MANY = `At most ${MAX_SUBTITLE_TRACKS} subtitle tracks`;

/** Where the track will be read from: its link, or the upload once it passed every check (and an ASS upload as it came). */
async function trackFiles(app: AppContext, input: AddSubtitle, file: SubtitleFile | null): Promise<Pick<SubtitleTrack, "url" | "ass_url">> {
  if (file && input.url) throw new DomainError(400, "Give a subtitle file or a link, not both");
  if (input.url) return { url: input.url };
  if (!file) throw new DomainError(400, "Choose a subtitle file (.vtt, .srt or .ass) or give a link");
  const checked = subtitleFileToWebVtt(file.bytes);
  if (!checked.ok) throw new DomainError(checked.status, checked.error);
  const store = mediaStoreOf(app);
  // Both objects before the episode names either; one left unnamed by a failure goes with the daily sweep.
  const ass = checked.ass ? await storeAssSubtitle(store, file.bytes, file.name) : null;
  const { url } = await storeSubtitle(store, checked.vtt, file.name);
  return ass ? { url, ass_url: ass.url } : { url };
}

/** Appends a track to the episode's subtitles and answers the episode. */
export async function addSubtitleTrack(app: AppContext, episodeId: number, input: AddSubtitle, file: SubtitleFile | null) {
  const [current] = await app.db
    .select({ count: sql<number>`json_array_length(${episodes.subtitles})` })
    .from(episodes)
    .where(eq(episodes.id, episodeId));
  if (!current) throw notFound("Episode");
  if (current.count >= MAX_SUBTITLE_TRACKS) throw new DomainError(400, TOO_MANY);
  const track: SubtitleTrack = { lang: input.lang, label: input.label, ...(await trackFiles(app, input, file)) };
  // The cap again in the write itself: two adds at once cannot pass it together.
  const added = await app.db
    .update(episodes)
    .set({ subtitles: sql`json_insert(${episodes.subtitles}, '$[#]', json(${JSON.stringify(track)}))`, updatedAt: nowIso })
    .where(sql`${episodes.id} = ${episodeId} AND json_array_length(${episodes.subtitles}) < ${MAX_SUBTITLE_TRACKS}`)
    .returning({ id: episodes.id });
  if (added.length === 0) throw new DomainError(400, TOO_MANY);
  return (await getEpisodeById(app, episodeId))!;
}
