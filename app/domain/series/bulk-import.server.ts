// Bulk import of series (docs/decisions/021-series-import.md, 024-titles-in-every-script.md): each
// row is judged by the schema of the API and the add form and finds its series only by an explicit
// `id` or `slug`; a row with neither is a new series whose slug is made from its titles. The whole
// import is written in ONE db.batch, all or nothing, with rows read from JSON by json_each.
import { eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AppContext } from "~/.server/context";
import { jsonChunks, jsonField, jsonRows, named } from "~/.server/db/json-rows";
import { genres, nowIso, series, seriesGenres } from "~/.server/db/schema";
import type { AltTitle } from "~/lib/alt-titles";
import { patchedSynopses, type SynopsesPatch, type TranslatedSynopses } from "~/lib/translated-synopses";
import { isReservedSlug } from "~/lib/reserved-slugs";
import { firstIssue } from "~/lib/schema-fields";
import { EXTERNAL_ID_FIELDS, externalIdSites, externalIdTaken } from "~/lib/external-ids";
import { freeSlug, isUsableSlug, isWellFormedSlug, slugForTitles } from "~/lib/slug";
import { searchTermsOfSeries } from "~/lib/title-search";
import { seriesColumns } from "./cards.server";
import { EDITABLE_SERIES_FIELDS, fieldsOfRow, importedSeriesColumns, type SeriesField } from "./fields.server";
import type { SeriesRow } from "./present";
import { writeWholeImport } from "../imports/commands.server";
import { countRows, emptyPlan, type ImportPlanOf, type PlannedRow, refuseInvalidRows } from "../imports/plan";
import { externalIdHolder, invalidateSeriesViews, NO_SLUG_REASON, pageClashReason } from "./commands.server";
import type { RawSeriesRow } from "./import-format";
import { SeriesCreateInput, SeriesUpdateInput } from "./schema";

type PlannedSeriesRow = PlannedRow & { slug: string | null };

const FIELDS = EDITABLE_SERIES_FIELDS;
type Field = SeriesField;
type SeriesRecord = Record<Field, unknown> & {
  id: number | null;
  slug: string;
  genre_ids: number[] | null;
  search_terms: string;
  alt_search_terms: string;
};
export type SeriesImportPlan = ImportPlanOf<PlannedSeriesRow, SeriesRecord>;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");
const splitList = (value: unknown) =>
  (Array.isArray(value) ? value.map(String) : text(value).split(",")).map((item) => item.trim()).filter(Boolean);
const FLAGS: readonly Field[] = ["featured", "is_new", "show_in_latest", "show_in_completed"];
const LISTS: readonly Field[] = ["tags", "alt_titles"];
/** What a new series, or a column given empty, holds for a field: [] for a list, {} for the translations, false for a flag, else null. */
const emptyValueOf = (name: Field) => (LISTS.includes(name) ? [] : name === "descriptions" ? {} : FLAGS.includes(name) ? false : null);
/** How many numbered slugs (`slug-2` ... ) a made slug may try before its row is refused. */
const SUFFIXES = 50;

/**
 * The series the rows name (by id or by slug), the slugs made slugs may collide with (each base
 * and its numbered forms), the series holding the MyAnimeList, AniList or Bangumi ids the rows
 * give, and every genre by lower-case name, in one round trip.
 */
async function readExisting(app: AppContext, ids: number[], slugs: string[], bases: string[], externalIds: number[]) {
  const inJson = (column: SQL | typeof series.id | typeof series.slug, values: unknown[]) =>
    sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
  const wanted = or(inJson(series.id, ids), inJson(series.slug, slugs))!;
  const [rows, links, taken, holders, genreRows] = await app.db.batch([
    app.db.select(seriesColumns).from(series).where(wanted),
    app.db
      .select({ seriesId: seriesGenres.seriesId, genreId: seriesGenres.genreId })
      .from(seriesGenres)
      .where(sql`${seriesGenres.seriesId} IN (SELECT ${series.id} FROM ${series} WHERE ${wanted})`),
    // One range of the slug index per base, from `base` up to `base.`: the base and every `base-…`
    // (a slug holds letters, digits and hyphens only, and '-' sorts just before '.').
    app.db
      .select({ slug: series.slug })
      .from(sql`json_each(${JSON.stringify(bases)}) b`)
      .innerJoin(series, sql`${series.slug} >= b.value AND ${series.slug} < b.value || '.'`),
    app.db
      .select(externalIdHolder)
      .from(series)
      .where(or(...EXTERNAL_ID_FIELDS.map((field) => inJson(sql`${sql.identifier(field)}`, externalIds)))),
    app.db.select({ id: genres.id, name: genres.name }).from(genres),
  ]);
  const genresOf = Map.groupBy(links, (link) => link.seriesId);
  const recordOf = (row: SeriesRow): SeriesRecord => ({
    id: row.id,
    slug: row.slug,
    ...fieldsOfRow(row),
    // In the site's order of languages, as the rows' patches come out, so only a real change shows.
    descriptions: patchedSynopses(row.descriptions),
    search_terms: "",
    alt_search_terms: "",
    genre_ids: (genresOf.get(row.id) ?? []).map((link) => link.genreId).sort((a, b) => a - b),
  });
  const records = rows.map(recordOf);
  return {
    byId: new Map(records.map((record) => [record.id!, record])),
    bySlug: new Map(records.map((record) => [record.slug, record])),
    takenSlugs: new Set(taken.map((row) => row.slug)),
    /** The series holding each "field id" (mal_id 5114, say). */
    externalIdHolders: new Map(
      holders.flatMap((holder) => EXTERNAL_ID_FIELDS.flatMap((field) => (holder[field] ? [[`${field} ${holder[field]}`, holder]] : []))),
    ),
    genreIds: new Map(genreRows.map((genre) => [genre.name.toLowerCase(), genre.id])),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The slug a new row's titles make, before collisions are settled (empty when nothing makes one). */
function madeSlug(values: RawSeriesRow["values"]): string {
  const alts = SeriesCreateInput.shape.alt_titles.safeParse(values.alt_titles);
  return slugForTitles(text(values.title), alts.success ? (alts.data ?? []) : []);
}

/** Validates every row and sorts it into new, changed, unchanged or invalid. Writes nothing. */
export async function planSeriesImport(app: AppContext, raw: RawSeriesRow[]): Promise<SeriesImportPlan> {
  const keyed = raw.map((row) => ({ row, id: text(row.values.id), slug: text(row.values.slug) }));
  const bases = keyed
    .filter(({ id, slug }) => !id && !slug)
    .map(({ row }) => madeSlug(row.values))
    .filter(Boolean);
  const ids = keyed.map(({ id }) => Number(id)).filter((id) => Number.isSafeInteger(id) && id > 0);
  const externalIds = keyed.flatMap(({ row }) =>
    EXTERNAL_ID_FIELDS.map((field) => Number(text(row.values[field]))).filter((id) => Number.isSafeInteger(id) && id > 0),
  );
  const { byId, bySlug, takenSlugs, externalIdHolders, genreIds } = await readExisting(
    app,
    ids,
    keyed.map(({ slug }) => slug).filter(Boolean),
    [...new Set(bases)],
    [...new Set(externalIds)],
  );
  const plan: SeriesImportPlan = emptyPlan();
  const firstRowOf = new Map<string, number>();
  const firstRowOfExternalId = new Map<string, number>();
  /** Why the record may not have its MyAnimeList, AniList or Bangumi ids: another series, or an earlier row, holds one. */
  const externalIdClash = (record: SeriesRecord, row: number) => {
    for (const field of EXTERNAL_ID_FIELDS) {
      const id = record[field] as number | null;
      if (!id) continue;
      const key = `${field} ${id}`;
      const holder = externalIdHolders.get(key);
      if (holder && holder.id !== record.id) return externalIdTaken(field, id, holder.title);
      const earlier = firstRowOfExternalId.get(key);
      if (earlier) return `${externalIdSites[field].label} ${id} is also in row ${earlier}`;
    }
    for (const field of EXTERNAL_ID_FIELDS) if (record[field]) firstRowOfExternalId.set(`${field} ${record[field]}`, row);
    return null;
  };
  for (const { row, id, slug: givenSlug } of keyed) {
    const label = { row: row.row, title: text(row.values.title) };
    let shownSlug = givenSlug || null;
    const refuse = (reason: string) => plan.rows.push({ ...label, slug: shownSlug, state: "invalid", changes: [], reason });
    const current = id ? byId.get(Number(id)) : givenSlug ? bySlug.get(givenSlug) : undefined;
    if (id && !current) {
      refuse(`No series has id ${id}`);
      continue;
    }
    if (current && givenSlug && givenSlug !== current.slug) {
      refuse(`Series ${id} has the slug ${current.slug}, not ${givenSlug}`);
      continue;
    }
    if (!current && givenSlug && !isWellFormedSlug(givenSlug)) {
      refuse("Slug must be lower-case letters, digits and single hyphens");
      continue;
    }
    if (!current && givenSlug && !isUsableSlug(givenSlug)) {
      refuse("Slug must be three or more characters, not digits alone");
      continue;
    }
    const pageClash = !current && givenSlug ? pageClashReason(app, givenSlug, { slug: givenSlug }) : null;
    if (pageClash) {
      refuse(pageClash);
      continue;
    }
    const base = current?.slug ?? (givenSlug || madeSlug(row.values));
    if (!base) {
      refuse(NO_SLUG_REASON);
      continue;
    }
    // A made slug that is taken, by the catalogue or an earlier row, takes the first free number.
    const slug =
      current || givenSlug
        ? base
        : freeSlug(
            base,
            (candidate) => takenSlugs.has(candidate) || firstRowOf.has(candidate) || isReservedSlug(candidate, app.env.ADMIN_BASE_PATH),
          );
    shownSlug = slug;
    if (!current && !givenSlug && slug !== base && Number(slug.slice(base.length + 1)) > SUFFIXES) {
      refuse(`The slug ${base} and its first ${SUFFIXES} numbered forms are taken`);
      continue;
    }
    if (firstRowOf.has(slug)) {
      refuse(`Series ${slug} is also in row ${firstRowOf.get(slug)}`);
      continue;
    }
    firstRowOf.set(slug, row.row);
    const names = "genres" in row.values ? splitList(row.values.genres) : null;
    const unknownGenre = names?.find((name) => !genreIds.has(name.toLowerCase()));
    if (unknownGenre) {
      refuse(`Unknown genre: ${unknownGenre}`);
      continue;
    }
    const { id: _id, slug: _slug, genres: _genres, ...fields } = row.values;
    const parsed = (current ? SeriesUpdateInput : SeriesCreateInput).safeParse(fields);
    if (!parsed.success) {
      refuse(firstIssue(parsed.error));
      continue;
    }
    // A column the file leaves out keeps the series' value; one it gives empty clears it.
    const given = parsed.data as Partial<Record<Field, unknown>>;
    const merged = {
      ...current,
      id: current?.id ?? null,
      slug,
      genre_ids: names ? [...new Set(names.map((name) => genreIds.get(name.toLowerCase())!))].sort((a, b) => a - b) : null,
    } as SeriesRecord;
    for (const name of FIELDS) if (given[name] !== undefined || !current) merged[name] = given[name] ?? emptyValueOf(name);
    merged.descriptions = patchedSynopses((current?.descriptions ?? {}) as TranslatedSynopses, given.descriptions as SynopsesPatch);
    const terms = searchTermsOfSeries(String(merged.title), merged.alt_titles as AltTitle[]);
    merged.search_terms = terms.searchTerms;
    merged.alt_search_terms = terms.altSearchTerms;
    const clash = externalIdClash(merged, row.row);
    if (clash) {
      refuse(clash);
      continue;
    }
    const shown = { row: row.row, slug, title: String(merged.title) };
    if (!current) {
      plan.create.push(merged);
      plan.rows.push({ ...shown, state: "new", changes: [], reason: null });
      continue;
    }
    const changes: string[] = FIELDS.filter((name) => !same(merged[name], current[name]));
    if (merged.genre_ids && !same(merged.genre_ids, current.genre_ids)) changes.push("genres");
    if (changes.length) plan.update.push(merged);
    plan.rows.push({ ...shown, state: changes.length ? "changed" : "unchanged", changes, reason: null });
  }
  countRows(plan);
  return plan;
}

const column = (name: string) => jsonField(name) as SQL<never>;
const jsonColumn = (name: string) => sql`json(json_extract(j.value, ${`$.${name}`}))` as SQL<never>;
// In the series table's column order: INSERT ... SELECT fills columns by position.
const recordColumns = importedSeriesColumns((name, isJson) => (isJson ? jsonColumn(name) : column(name)));
// The trailer's and the rating's columns were added after the times and the counts, and are
// selected in their places.
const { trailerUrl, rating, ...recordColumnsBeforeTimes } = recordColumns;

// A new series is on no viewer's list and has no episodes: list_entries' and episode_servers'
// triggers keep these from here on.
const noListsYet = {
  members: sql<number>`0`,
  scoreVotes: sql<number>`0`,
  scoreTotal: sql<number>`0`,
  score: sql<number | null>`null`,
  episodesSub: sql<number>`0`,
  episodesDub: sql<number>`0`,
};

// An imported series was typed, not filled from a source, and an imported change is the admin's
// in every field: neither follows a source after (decision 059).
const followsNoSource = { source: sql<null>`null`, followedFields: sql<[]>`'[]'` };

function importStatements(app: AppContext, plan: SeriesImportPlan): BatchItem<"sqlite">[] {
  const { db } = app;
  const statements: BatchItem<"sqlite">[] = [];
  for (const chunk of jsonChunks(plan.create))
    statements.push(
      db.insert(series).select(
        db
          .select(
            named({
              id: sql<number>`null`,
              ...recordColumnsBeforeTimes,
              createdAt: nowIso as SQL<string>,
              updatedAt: nowIso as SQL<string>,
              ...noListsYet,
              ...followsNoSource,
              trailerUrl,
              // Filled by the genre links below (series_genre_list_after_insert).
              genreList: sql<string>`'[]'`,
              rating,
            }),
          )
          .from(jsonRows(chunk)),
      ),
    );
  for (const chunk of jsonChunks(plan.update))
    statements.push(
      db
        .update(series)
        .set({ ...recordColumns, updatedAt: nowIso, followedFields: followsNoSource.followedFields })
        .from(jsonRows(chunk))
        .where(eq(series.id, column("id"))),
    );
  const relinked = [...plan.create, ...plan.update]
    .filter((record) => record.genre_ids !== null)
    .map(({ slug, genre_ids }) => ({ slug, genre_ids }));
  for (const chunk of jsonChunks(relinked)) {
    const slugs = sql`(SELECT json_extract(j.value, '$.slug') FROM json_each(${chunk}) j)`;
    statements.push(
      db
        .delete(seriesGenres)
        .where(inArray(seriesGenres.seriesId, db.select({ id: series.id }).from(series).where(sql`${series.slug} IN ${slugs}`))),
    );
    statements.push(
      db.insert(seriesGenres).select(
        db
          .select(
            named({
              seriesId: sql<number>`(SELECT s.id FROM series s WHERE s.slug = json_extract(j.value, '$.slug'))`,
              genreId: sql<number>`g.value`,
            }),
          )
          .from(sql`json_each(${chunk}) j, json_each(json_extract(j.value, '$.genre_ids')) g`),
      ),
    );
  }
  return statements;
}

/**
 * Plans the rows again (the preview's payload is never trusted) and, when every row is valid,
 * writes every new and changed series in one batch: it commits whole or not at all.
 */
export async function importSeries(app: AppContext, raw: RawSeriesRow[]) {
  const plan = await planSeriesImport(app, raw);
  refuseInvalidRows(plan);
  const statements = importStatements(app, plan);
  if (statements.length > 0) {
    await writeWholeImport(app, statements, "The catalogue");
    await invalidateSeriesViews(app);
  }
  return plan;
}
