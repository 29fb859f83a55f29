// The series lookup: candidates for words typed, and one series as the create form's fields. The
// sources' answers are kept a day in KV (their limits are tight: AniList allows 30 calls a minute
// now); whether the site already has a series is read fresh from D1 on every lookup.
import { inArray } from "drizzle-orm";
import { cached, invalidate } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import { series, seriesIdAtSource } from "~/.server/db/schema";
import { offeredSources } from "~/.server/sources/catalogues";
import { DomainError, notFound } from "~/lib/refusals";
import { aniListPreview, searchAniList } from "./anilist.server";
import { bangumiPreview, searchBangumi } from "./bangumi.server";
import { malPreview, searchMal } from "./mal.server";
import type { SeriesCandidateAnswer, SeriesPreviewAnswer } from "./responses";
import { SOURCE_NAMES, type SeriesSource } from "~/lib/vocabulary/series-sources";

const DAY_SECONDS = 86_400;

type Candidates = Omit<SeriesCandidateAnswer, "series_id">[];
type Preview = Omit<SeriesPreviewAnswer, "series_id">;

/** How each source is searched, and how it answers one series. */
const ASKED: Record<
  SeriesSource,
  { search: (app: AppContext, words: string) => Promise<Candidates>; preview: (app: AppContext, id: number) => Promise<Preview | null> }
> = {
  anilist: { search: searchAniList, preview: aniListPreview },
  mal: { search: searchMal, preview: malPreview },
  bangumi: { search: searchBangumi, preview: bangumiPreview },
};

function requireOffered(app: AppContext, source: SeriesSource) {
  if (!offeredSources(app.env).includes(source))
    throw new DomainError(400, `${SOURCE_NAMES[source]} is not set up on this site (MAL_CLIENT_ID)`);
}

/** The site's series holding each of these ids at the source, by id. */
async function seriesWithIds(app: AppContext, source: SeriesSource, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const column = seriesIdAtSource[source];
  const rows = await app.db.select({ id: series.id, sourceId: column }).from(series).where(inArray(column, ids));
  return new Map(rows.map((row) => [row.sourceId!, row.id]));
}

export async function findCandidates(app: AppContext, source: SeriesSource, words: string): Promise<SeriesCandidateAnswer[]> {
  requireOffered(app, source);
  const key = `source:${source}:search:${words.trim().toLowerCase()}`;
  const found = await cached(app, key, () => ASKED[source].search(app, words), DAY_SECONDS);
  const onSite = await seriesWithIds(
    app,
    source,
    found.map((candidate) => candidate.id),
  );
  return found.map((candidate) => ({ ...candidate, series_id: onSite.get(candidate.id) ?? null }));
}

/**
 * One series at its source as the create body's fields; 404 when the source has no such id.
 * `fresh` asks the source again rather than answering the day's kept copy (a refresh).
 */
export async function previewOf(app: AppContext, source: SeriesSource, id: number, { fresh = false } = {}): Promise<SeriesPreviewAnswer> {
  requireOffered(app, source);
  // v2: a preview carries the source's relations (issue #85); a day's copy from before has none.
  const key = `source:${source}:series:v2:${id}`;
  if (fresh) await invalidate(app, [key]);
  const preview = await cached(app, key, () => ASKED[source].preview(app, id), DAY_SECONDS);
  if (!preview) throw notFound(`${SOURCE_NAMES[source]} series ${id}`);
  const onSite = await seriesWithIds(app, source, [id]);
  return { ...preview, series_id: onSite.get(id) ?? null };
}
