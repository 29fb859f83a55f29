import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { invalidate } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import { genres, nowIso, series, seriesGenres } from "~/.server/db/schema";
import { DomainError, FieldError, notFound } from "~/lib/refusals";
import { EXTERNAL_ID_FIELDS, externalIdTaken, type ExternalIdField } from "~/lib/external-ids";
import { isReservedSlug } from "~/lib/reserved-slugs";
import type { AltTitle } from "~/lib/alt-titles";
import { patchedSynopses } from "~/lib/translated-synopses";
import { slugForTitles } from "~/lib/slug";
import { searchTermsOfSeries } from "~/lib/title-search";
import { currentScheduleCacheKey } from "../schedule/cache-keys";
import { allTop10CacheKeys } from "../top10/cache-keys";
import { columnsOfFields, followableColumns } from "./fields.server";
import { getSeriesById } from "./queries.server";
import type { SeriesCreate, SeriesUpdate } from "./schema";
import { auditNames } from "~/domain/audit/names";
import { fieldsStillFollowed } from "~/lib/source-following";
import type { FollowedField, SeriesSource } from "~/lib/vocabulary/series-sources";

/** The admins' series writes as the audit log names them (the API's routes and the admin pages). */
export const seriesAudit = auditNames("series", "create", "update", "delete", "upload", "import", "refresh", "relations");

// A series change can show in every Top 10 list and in the schedule (titles, covers, genres).
// Each invalidation is KV writes (deletes, then puts on the next reads), which the free plan
// allows 1,000 of a day: only changes the lists show call it (issue #25).
export const invalidateSeriesViews = (app: AppContext) => invalidate(app, [...allTop10CacheKeys(), currentScheduleCacheKey(app)]);

/** The refusal of titles that make no slug at all: the form, the API and the import give it alike. */
export const NO_SLUG_REASON = "Title must contain letters or numbers";

/**
 * The one rule that keeps a series off the site's own pages (`list`, `api`, the admin path, …), and
 * its one text, naming what the admin wrote: the title a slug was made from, or a slug given as is.
 * Null when the slug is free of them.
 */
export function pageClashReason(app: AppContext, slug: string, written: { title: string } | { slug: string }): string | null {
  if (!isReservedSlug(slug, app.env.ADMIN_BASE_PATH)) return null;
  const [what, value] = "title" in written ? ["title", written.title] : ["slug", written.slug];
  return `The ${what} "${value}" would clash with a page of the site; choose another ${what}`;
}

async function checkSlug(app: AppContext, title: string, altTitles: readonly AltTitle[], exceptId?: number): Promise<string> {
  const slug = slugForTitles(title, altTitles);
  if (!slug) throw new DomainError(400, NO_SLUG_REASON);
  const clash = pageClashReason(app, slug, { title });
  if (clash) throw new DomainError(400, clash);
  const taken = await app.db
    .select({ id: series.id })
    .from(series)
    .where(exceptId ? and(eq(series.slug, slug), ne(series.id, exceptId)) : eq(series.slug, slug));
  if (taken.length > 0) throw new DomainError(409, "A series with this title already exists");
  return slug;
}

/** What names the series holding an external id: the form's, the API's and the import's refusal. */
export const externalIdHolder = {
  id: series.id,
  title: series.title,
  mal_id: series.malId,
  anilist_id: series.anilistId,
  bangumi_id: series.bangumiId,
};

/** 409 on the first MyAnimeList, AniList or Bangumi id another series holds, naming it. */
async function checkExternalIds(app: AppContext, input: Partial<Record<ExternalIdField, number | null>>, exceptId?: number) {
  const given = EXTERNAL_ID_FIELDS.flatMap((field) => (input[field] ? [[field, input[field]] as const] : []));
  if (given.length === 0) return;
  const holders = await app.db
    .select(externalIdHolder)
    .from(series)
    // The ids' columns are named as their fields (decision 029), each with its unique index.
    .where(or(...given.map(([field, id]) => sql`${sql.identifier(field)} = ${id}`)));
  for (const [field, id] of given) {
    const holder = holders.find((row) => row[field] === id && row.id !== exceptId);
    if (holder) throw new FieldError(field, externalIdTaken(field, id, holder.title), 409);
  }
}

/**
 * Runs the write; when it fails because another save took one of the ids between the check and
 * the write, the check runs again and answers its 409 instead of the index's error.
 */
async function keepingExternalIdsFree<T>(
  app: AppContext,
  input: Partial<Record<ExternalIdField, number | null>>,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await checkExternalIds(app, input, exceptId);
    throw error;
  }
}

async function checkGenres(app: AppContext, ids: number[]) {
  if (ids.length === 0) return;
  const found = await app.db.select({ id: genres.id }).from(genres).where(inArray(genres.id, ids));
  if (found.length !== new Set(ids).size) throw new DomainError(400, "Unknown genre selected");
}

// Links the genres of the series with this slug, inside the same batch as the series write.
const linkGenres = (app: AppContext, slug: string, ids: number[]) =>
  ids.map((genreId) =>
    app.db
      .insert(seriesGenres)
      .select(
        app.db
          .select({ seriesId: series.id, genreId: genres.id })
          .from(series)
          .innerJoin(genres, eq(genres.id, genreId))
          .where(eq(series.slug, slug)),
      ),
  );

/** The catalogue a series was added from (AniList, MyAnimeList or Bangumi), and the fields that follow it (decision 059). */
export type SeriesFollowing = { source: SeriesSource; followedFields: FollowedField[] };

export async function createSeries(app: AppContext, input: SeriesCreate, following?: SeriesFollowing) {
  const altTitles = input.alt_titles ?? [];
  const slug = await checkSlug(app, input.title, altTitles);
  const genreIds = [...new Set(input.genreIds ?? [])];
  await checkGenres(app, genreIds);
  await checkExternalIds(app, input);
  const insert = app.db.insert(series).values({
    ...columnsOfFields(input),
    title: input.title,
    altTitles,
    slug,
    tags: input.tags ?? [],
    descriptions: patchedSynopses({}, input.descriptions),
    ...searchTermsOfSeries(input.title, altTitles),
    ...following,
  });
  await keepingExternalIdsFree(app, input, undefined, () => app.db.batch([insert, ...linkGenres(app, slug, genreIds)]));
  const [created] = await app.db.select({ id: series.id }).from(series).where(eq(series.slug, slug));
  // A new series is in no Top 10 and no schedule yet: the cached lists stand.
  return (await getSeriesById(app, created!.id))!;
}

/** Whether a save changes what the Top 10 and the schedule show of a series: its titles (and address), covers or genres. */
function changesListedFields(
  current: { title: string; altTitles: AltTitle[]; coverImage: string | null; image: string | null; genreIds: string | null },
  input: SeriesUpdate & { title: string },
  genreIds: number[] | undefined,
) {
  const sameGenres = (ids: number[]) =>
    [...ids].sort((a, b) => a - b).join(",") ===
    (current.genreIds ?? "")
      .split(",")
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b)
      .join(",");
  return (
    input.title !== current.title ||
    (input.alt_titles !== undefined && JSON.stringify(input.alt_titles) !== JSON.stringify(current.altTitles)) ||
    (input.cover_image !== undefined && input.cover_image !== current.coverImage) ||
    (input.image !== undefined && input.image !== current.image) ||
    (genreIds !== undefined && !sameGenres(genreIds))
  );
}

export async function updateSeries(app: AppContext, id: number, input: SeriesUpdate) {
  const [current] = await app.db
    .select({
      slug: series.slug,
      title: series.title,
      altTitles: series.altTitles,
      coverImage: series.coverImage,
      image: series.image,
      followedFields: series.followedFields,
      ...followableColumns,
      genreIds: sql<
        string | null
      >`(SELECT group_concat(${seriesGenres.genreId}) FROM ${seriesGenres} WHERE ${seriesGenres.seriesId} = ${series.id})`,
    })
    .from(series)
    .where(eq(series.id, id))
    .limit(1);
  if (!current) throw notFound("Series");
  const title = input.title ?? current.title;
  const altTitles = input.alt_titles ?? current.altTitles;
  // The address moves only when the main title changes: a save that keeps the title (the edit form
  // always sends it) or edits only alternative titles keeps the page where it is, imported slug or not.
  const slug = title !== current.title ? await checkSlug(app, title, altTitles, id) : current.slug;
  const genreIds = input.genreIds ? [...new Set(input.genreIds)] : undefined;
  if (genreIds) await checkGenres(app, genreIds);
  await checkExternalIds(app, input, id);
  const statements: BatchItem<"sqlite">[] = [
    app.db
      .update(series)
      .set({
        ...columnsOfFields(input),
        // Languages the call leaves out keep their synopsis: the patch is merged by SQLite.
        descriptions: input.descriptions && sql`json_patch(${series.descriptions}, ${JSON.stringify(input.descriptions)})`,
        slug,
        ...searchTermsOfSeries(title, altTitles),
        // A field the admin changes here is theirs from now on: a refresh leaves it (decision 059).
        followedFields: fieldsStillFollowed(current.followedFields, current, input),
        updatedAt: nowIso,
      })
      .where(eq(series.id, id)),
  ];
  if (genreIds) statements.push(app.db.delete(seriesGenres).where(eq(seriesGenres.seriesId, id)), ...linkGenres(app, slug, genreIds));
  await keepingExternalIdsFree(app, input, id, () => app.db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]));
  if (changesListedFields(current, { ...input, title }, genreIds)) await invalidateSeriesViews(app);
  return (await getSeriesById(app, id))!;
}

/** Deletes the series; its episodes, comments, genre links and Top 10 slots go with it (FK cascades). */
export async function deleteSeries(app: AppContext, id: number) {
  const deleted = await app.db.delete(series).where(eq(series.id, id)).returning({ id: series.id });
  if (deleted.length === 0) throw notFound("Series");
  await invalidateSeriesViews(app);
}
