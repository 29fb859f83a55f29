// Bulk import of series (docs/decisions/021-series-import.md): each row is judged by the schema of
// the API and the add form, matched to a series by slug (given, or made from the title), and the
// whole import is written in ONE db.batch, all or nothing, with rows read from JSON by json_each.
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AppContext } from "~/.server/context";
import { jsonChunks, jsonField, jsonRows, named } from "~/.server/db/json-rows";
import { genres, nowIso, series, seriesGenres } from "~/.server/db/schema";
import { DomainError } from "~/.server/errors";
import { isReservedSlug } from "~/lib/reserved-slugs";
import { firstIssue } from "~/lib/schema-fields";
import { slugify } from "~/lib/slug";
import { invalidateSeriesViews } from "./commands.server";
import type { RawSeriesRow } from "./import-format";
import { SeriesCreateInput, SeriesUpdateInput } from "./schema";

export type RowState = "new" | "changed" | "unchanged" | "invalid";
export type PlannedSeriesRow = { row: number; slug: string | null; title: string; state: RowState; changes: string[]; reason: string | null };

const FIELDS = ["title", "description", "subtitle", "cover_image", "image", "status", "type", "language", "season", "network", "year", "studio", "tags", "featured", "is_new", "show_in_latest", "show_in_completed"] as const;
type Field = (typeof FIELDS)[number];
type SeriesRecord = Record<Field, unknown> & { slug: string; genre_ids: number[] | null };
export type SeriesImportPlan = { rows: PlannedSeriesRow[]; counts: Record<RowState, number>; create: SeriesRecord[]; update: SeriesRecord[] };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const splitList = (value: unknown) => (Array.isArray(value) ? value.map(String) : text(value).split(",")).map((item) => item.trim()).filter(Boolean);

/** The series with these slugs as import records, and every genre by lower-case name. */
async function readExisting(app: AppContext, slugs: string[]) {
  const wanted = sql`${series.slug} IN (SELECT value FROM json_each(${JSON.stringify(slugs)}))`;
  const [rows, links, genreRows] = await app.db.batch([
    app.db.select().from(series).where(wanted),
    app.db.select({ seriesId: seriesGenres.seriesId, genreId: seriesGenres.genreId }).from(seriesGenres).where(sql`${seriesGenres.seriesId} IN (SELECT ${series.id} FROM ${series} WHERE ${wanted})`),
    app.db.select({ id: genres.id, name: genres.name }).from(genres),
  ]);
  const genresOf = Map.groupBy(links, (link) => link.seriesId);
  const records = new Map(rows.map((row) => {
    const record: SeriesRecord = {
      slug: row.slug, title: row.title, description: row.description, subtitle: row.subtitle, cover_image: row.coverImage, image: row.image, status: row.status, type: row.type,
      language: row.language, season: row.season, network: row.network, year: row.year, studio: row.studio, tags: row.tags, featured: row.featured, is_new: row.isNew,
      show_in_latest: row.showInLatest, show_in_completed: row.showInCompleted, genre_ids: (genresOf.get(row.id) ?? []).map((link) => link.genreId).sort((a, b) => a - b),
    };
    return [row.slug, record] as const;
  }));
  return { records, genreIds: new Map(genreRows.map((genre) => [genre.name.toLowerCase(), genre.id])) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Validates every row and sorts it into new, changed, unchanged or invalid. Writes nothing. */
export async function planSeriesImport(app: AppContext, raw: RawSeriesRow[]): Promise<SeriesImportPlan> {
  const keyed = raw.map((row) => ({ row, slug: text(row.values.slug) || slugify(text(row.values.title)) }));
  const { records: existing, genreIds } = await readExisting(app, [...new Set(keyed.map(({ slug }) => slug).filter(Boolean))]);
  const plan: SeriesImportPlan = { rows: [], counts: { new: 0, changed: 0, unchanged: 0, invalid: 0 }, create: [], update: [] };
  const firstRowOf = new Map<string, number>();
  for (const { row, slug } of keyed) {
    const current = existing.get(slug);
    const label = { row: row.row, slug: slug || null, title: text(row.values.title) || String(current?.title ?? "") };
    const refuse = (reason: string) => plan.rows.push({ ...label, state: "invalid", changes: [], reason });
    if (!slug) { refuse("Give a slug or a title"); continue; }
    if (slug !== slugify(slug)) { refuse("Slug must be lower-case letters, digits and single hyphens"); continue; }
    if (!current && isReservedSlug(slug, app.env.ADMIN_BASE_PATH)) { refuse(`The slug "${slug}" would clash with a page of the site`); continue; }
    if (firstRowOf.has(slug)) { refuse(`Series ${slug} is also in row ${firstRowOf.get(slug)}`); continue; }
    firstRowOf.set(slug, row.row);
    const names = "genres" in row.values ? splitList(row.values.genres) : null;
    const unknownGenre = names?.find((name) => !genreIds.has(name.toLowerCase()));
    if (unknownGenre) { refuse(`Unknown genre: ${unknownGenre}`); continue; }
    const { slug: _slug, genres: _genres, ...fields } = row.values;
    const parsed = (current ? SeriesUpdateInput : SeriesCreateInput).safeParse(fields);
    if (!parsed.success) { refuse(firstIssue(parsed.error)); continue; }
    // A column the file leaves out keeps the series' value; one it gives empty clears it.
    const given = parsed.data as Partial<Record<Field, unknown>>;
    const merged = { ...current, slug, genre_ids: names ? [...new Set(names.map((name) => genreIds.get(name.toLowerCase())!))].sort((a, b) => a - b) : null } as SeriesRecord;
    for (const name of FIELDS) if (given[name] !== undefined || !current) merged[name] = given[name] ?? (name === "tags" ? [] : ["featured", "is_new", "show_in_latest", "show_in_completed"].includes(name) ? false : null);
    if (!current) {
      plan.create.push(merged);
      plan.rows.push({ ...label, title: String(merged.title), state: "new", changes: [], reason: null });
      continue;
    }
    const changes: string[] = FIELDS.filter((name) => !same(merged[name], current[name]));
    if (merged.genre_ids && !same(merged.genre_ids, current.genre_ids)) changes.push("genres");
    if (changes.length) plan.update.push(merged);
    plan.rows.push({ ...label, title: String(merged.title), state: changes.length ? "changed" : "unchanged", changes, reason: null });
  }
  for (const row of plan.rows) plan.counts[row.state]++;
  return plan;
}

const column = (name: string) => jsonField(name) as SQL<never>;
// In the series table's column order: INSERT ... SELECT fills columns by position.
const seriesColumns = {
  title: column("title"), slug: column("slug"), subtitle: column("subtitle"), description: column("description"), coverImage: column("cover_image"), image: column("image"),
  tags: sql<string[]>`json(json_extract(j.value, '$.tags'))` as SQL<never>, season: column("season"), status: column("status"), network: column("network"), type: column("type"), year: column("year"),
  studio: column("studio"), language: column("language"), featured: column("featured"), isNew: column("is_new"), showInLatest: column("show_in_latest"), showInCompleted: column("show_in_completed"),
};

function importStatements(app: AppContext, plan: SeriesImportPlan): BatchItem<"sqlite">[] {
  const { db } = app;
  const statements: BatchItem<"sqlite">[] = [];
  for (const chunk of jsonChunks(plan.create))
    statements.push(db.insert(series).select(db.select(named({ id: sql<number>`null`, ...seriesColumns, createdAt: nowIso as SQL<string>, updatedAt: nowIso as SQL<string> })).from(jsonRows(chunk))));
  for (const chunk of jsonChunks(plan.update))
    statements.push(db.update(series).set({ ...seriesColumns, updatedAt: nowIso }).from(jsonRows(chunk)).where(eq(series.slug, column("slug"))));
  const relinked = [...plan.create, ...plan.update].filter((record) => record.genre_ids !== null).map(({ slug, genre_ids }) => ({ slug, genre_ids }));
  for (const chunk of jsonChunks(relinked)) {
    const slugs = sql`(SELECT json_extract(j.value, '$.slug') FROM json_each(${chunk}) j)`;
    statements.push(db.delete(seriesGenres).where(inArray(seriesGenres.seriesId, db.select({ id: series.id }).from(series).where(sql`${series.slug} IN ${slugs}`))));
    statements.push(db.insert(seriesGenres).select(db.select(named({
      seriesId: sql<number>`(SELECT s.id FROM series s WHERE s.slug = json_extract(j.value, '$.slug'))`,
      genreId: sql<number>`g.value`,
    })).from(sql`json_each(${chunk}) j, json_each(json_extract(j.value, '$.genre_ids')) g`)));
  }
  return statements;
}

/**
 * Plans the rows again (the preview's payload is never trusted) and, when every row is valid,
 * writes every new and changed series in one batch: it commits whole or not at all.
 */
export async function importSeries(app: AppContext, raw: RawSeriesRow[]) {
  const plan = await planSeriesImport(app, raw);
  if (plan.counts.invalid > 0) {
    const reasons = plan.rows.filter((row) => row.state === "invalid").slice(0, 5).map((row) => `row ${row.row}: ${row.reason}`);
    throw new DomainError(400, `Nothing was imported: ${plan.counts.invalid} invalid row${plan.counts.invalid > 1 ? "s" : ""} (${reasons.join("; ")}${plan.counts.invalid > 5 ? "; …" : ""})`);
  }
  const statements = importStatements(app, plan);
  if (statements.length > 0) {
    try {
      await app.db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    } catch (error) {
      if (String(error).includes("UNIQUE")) throw new DomainError(409, "The catalogue changed while importing; nothing was imported. Preview again.");
      throw error;
    }
    await invalidateSeriesViews(app);
  }
  return plan;
}
