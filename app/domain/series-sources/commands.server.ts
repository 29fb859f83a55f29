// A series added from its source in one step: the preview's fields under the admin's own, checked
// by the create's schema, its cover and banner fetched and stored as uploads, and the coming
// episodes the source knows put on the schedule. A refused save leaves no picture behind.
import { inArray, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { genres } from "~/.server/db/schema";
import { addScheduleEntries } from "~/domain/schedule/commands.server";
import { relateFromSource } from "~/domain/franchise/commands.server";
import { createSeries } from "~/domain/series/commands.server";
import { SeriesCreateInput } from "~/domain/series/schema";
import { DomainError } from "~/lib/refusals";
import { parsedOrRefused } from "~/lib/schema-fields";
import { fieldsFollowingSource } from "~/lib/source-following";
import { discardArtwork, type FetchedArtwork, storeArtwork } from "./artwork.server";
import { previewOf } from "./queries.server";
import { createFieldsOf } from "./responses";
import type { SeriesFromSource } from "./schema";

/**
 * The site's genres named as the source names them (case aside), and those this call created for
 * the rest when asked (taken back if the save is refused).
 */
async function genresOf(app: AppContext, names: string[], createMissing: boolean) {
  if (names.length === 0) return { ids: [], created: [] };
  const created = createMissing
    ? await app.db
        .insert(genres)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing()
        .returning({ id: genres.id })
    : [];
  const nameList = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  const known = await app.db.select({ id: genres.id }).from(genres).where(sql`${genres.name} COLLATE NOCASE IN (${nameList})`);
  return { ids: known.map((row) => row.id), created: created.map((row) => row.id) };
}

export async function createSeriesFromSource(app: AppContext, { from, create_genres, ...given }: SeriesFromSource) {
  const preview = await previewOf(app, from.source, from.id);
  if (preview.series_id) throw new DomainError(409, `This series is already on the site (series ${preview.series_id})`);
  const pictures: (FetchedArtwork | null)[] = [];
  // Genres the admin chose stand, with those created for them; else the source's the site has.
  const found = await genresOf(app, preview.genres, create_genres === true);
  let created: Awaited<ReturnType<typeof createSeries>>;
  try {
    const input = parsedOrRefused(SeriesCreateInput, {
      ...createFieldsOf(preview),
      ...given,
      genreIds:
        given.genreIds === undefined ? found.ids : Array.isArray(given.genreIds) ? [...given.genreIds, ...found.created] : given.genreIds,
    });
    const cover = given.cover_image !== undefined ? null : await storeArtwork(app, preview.cover_url);
    pictures.push(cover);
    const banner = given.image !== undefined ? null : await storeArtwork(app, preview.banner_url);
    pictures.push(banner);
    created = await createSeries(
      app,
      {
        ...input,
        ...(cover ? { cover_image: cover.stored.url } : {}),
        ...(banner ? { image: banner.stored.url } : {}),
      },
      // The fields the admin left as the source gave them follow it from here (decision 059).
      { source: from.source, followedFields: fieldsFollowingSource(input, preview) },
    );
  } catch (error) {
    await discardArtwork(app, pictures);
    if (found.created.length > 0) await app.db.delete(genres).where(inArray(genres.id, found.created));
    throw error;
  }
  // The series stands from here: its coming episodes are the schedule's, and the series the
  // source relates that the site holds are its franchise.
  await addScheduleEntries(app, created.id, created.title, preview.airing);
  await relateFromSource(app, created.id, from.source, preview.relations);
  return created;
}
