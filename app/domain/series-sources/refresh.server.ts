// Keeping a series current from its source (decision 059): the fields that still follow it take
// the source's values where they moved, and the coming episodes the source knows go on the
// schedule. A refresh that finds nothing new writes nothing. The daily upkeep refreshes every
// airing series that follows a source through the sources queue, whose one consumer at a time
// keeps the site within the sources' limits; an admin refreshes one by hand.
import type { z } from "zod";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import type { SourceMessage } from "~/.server/sources/messages";
import { nowIso, series } from "~/.server/db/schema";
import { addScheduleEntries } from "~/domain/schedule/commands.server";
import { relateFromSource } from "~/domain/franchise/commands.server";
import { columnsOfFields, followableColumns } from "~/domain/series/fields.server";
import { SeriesUpdateInput } from "~/domain/series/schema";
import { DomainError, notFound, SourceUnavailable } from "~/lib/refusals";
import { refreshedValues } from "~/lib/source-following";
import { type FollowedField, SOURCE_NAMES, type SeriesSource } from "~/lib/vocabulary/series-sources";
import type { seriesStatuses } from "~/lib/vocabulary/series";
import { previewOf } from "./queries.server";
import type { SeriesRefreshAnswer } from "./responses";

/** The statuses of a series that is still airing, or about to: those the upkeep refreshes. */
const AIRING: (typeof seriesStatuses)[number][] = ["Ongoing", "Upcoming"];

/** The series' ids at the sources, read with it. */
const sourceIdColumns = { anilistId: series.anilistId, malId: series.malId, bangumiId: series.bangumiId };

const followingRow = {
  id: series.id,
  title: series.title,
  source: series.source,
  followedFields: series.followedFields,
  ...sourceIdColumns,
  ...followableColumns,
};

type SourceIds = { source: SeriesSource | null; anilistId: number | null; malId: number | null; bangumiId: number | null };

/**
 * The source a series is refreshed from: the one it was added from, else by the ids the admin
 * typed, the one that knows the most of its coming episodes: AniList (air times), Bangumi (air
 * days), MyAnimeList (none). A series typed by hand follows its source in no field: a refresh only
 * adds its coming episodes.
 */
const sourceNamed = (row: SourceIds): SeriesSource | null =>
  row.source ?? (row.anilistId ? "anilist" : row.bangumiId ? "bangumi" : row.malId ? "mal" : null);

function sourceOf(row: SourceIds) {
  const ids = { anilist: row.anilistId, mal: row.malId, bangumi: row.bangumiId };
  const source = sourceNamed(row);
  if (!source) throw new DomainError(400, "This series has no AniList, MyAnimeList or Bangumi id to refresh from");
  const id = ids[source];
  if (!id) throw new DomainError(400, `This series follows ${SOURCE_NAMES[source]} but has no ${SOURCE_NAMES[source]} id`);
  return { source, id };
}

/** Where a series would be refreshed from and which of its fields follow it; null when it names no source. */
export async function followingOf(app: AppContext, id: number) {
  const [row] = await app.db
    .select({ source: series.source, followedFields: series.followedFields, ...sourceIdColumns })
    .from(series)
    .where(eq(series.id, id))
    .limit(1);
  const source = row ? sourceNamed(row) : null;
  return source ? { source, followed: row!.followedFields } : null;
}

export async function refreshSeries(app: AppContext, id: number): Promise<z.infer<typeof SeriesRefreshAnswer>> {
  const [row] = await app.db.select(followingRow).from(series).where(eq(series.id, id)).limit(1);
  if (!row) throw notFound("Series");
  const { source, id: sourceId } = sourceOf(row);
  const preview = await previewOf(app, source, sourceId, { fresh: true });
  const values = refreshedValues(row.followedFields, row, preview);
  const changed = Object.keys(values) as FollowedField[];
  // The source's values meet the rules a typed edit meets.
  const moved = SeriesUpdateInput.safeParse(values);
  if (!moved.success)
    throw new SourceUnavailable(`${SOURCE_NAMES[source]} answered values a series cannot hold: ${moved.error.issues[0]?.message}`);
  if (changed.length > 0)
    await app.db
      .update(series)
      .set({ ...columnsOfFields(moved.data), updatedAt: nowIso })
      // Written only while the followed fields are those read: an admin's edit in between wins.
      .where(and(eq(series.id, id), eq(series.followedFields, row.followedFields)));
  const scheduled = await addScheduleEntries(app, id, row.title, preview.airing);
  const related = await relateFromSource(app, id, source, preview.relations);
  return { series_id: id, source, followed: row.followedFields, changed, scheduled, related };
}

/** The daily upkeep's part: a refresh queued for each airing series that follows a source. */
export async function queueAiringRefreshes(app: AppContext): Promise<number> {
  const airing = await app.db
    .select({ id: series.id })
    .from(series)
    .where(and(isNotNull(series.source), inArray(series.status, AIRING)));
  // A queue takes at most 100 messages a call.
  for (let start = 0; start < airing.length; start += 100)
    await app.env.SOURCES_QUEUE.sendBatch(
      airing.slice(start, start + 100).map((row) => ({ body: { refresh: row.id } satisfies SourceMessage })),
    );
  return airing.length;
}
