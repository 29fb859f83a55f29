// A franchise's writes (decision 075): the links a source names to series the catalogue holds, and
// the set an admin gives a series. Each link is kept both ways (the other end's row its inverse).
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { jsonChunks, jsonField, jsonRows } from "~/.server/db/json-rows";
import { series, seriesIdAtSource, seriesRelations, seriesRelationsSetByAdmin } from "~/.server/db/schema";
import { DomainError, notFound } from "~/lib/refusals";
import { INVERSE_RELATION, type RelationKind } from "~/lib/vocabulary/series-relations";
import type { SeriesSource } from "~/lib/vocabulary/series-sources";
import { RELATIONS_MAX, RelationsInput } from "./schema";
import { relationsOf, seriesNamedBy } from "./queries.server";
import { parsedOrRefused } from "~/lib/schema-fields";

type Relation = { series_id: number; kind: RelationKind };

/**
 * Rows as statements D1 takes (it binds at most 100 values a statement): the rows travel as JSON
 * and are read back with json_each (app/.server/db/json-rows.ts).
 */
const insertRows = (app: AppContext, chunk: string) =>
  app.db
    .insert(seriesRelations)
    .select(sql`SELECT ${jsonField("seriesId")}, ${jsonField("relatedId")}, ${jsonField("kind")} FROM ${jsonRows(chunk)} WHERE true`);

/** A series' relations as rows, each beside its inverse on the other series. */
const bothWays = (seriesId: number, relations: Relation[]) =>
  relations.flatMap(({ series_id, kind }) => [
    { seriesId, relatedId: series_id, kind },
    { seriesId: series_id, relatedId: seriesId, kind: INVERSE_RELATION[kind] },
  ]);

/**
 * The source's relations of a series, for those the catalogue holds: each written where it is
 * missing or names another kind, its inverse only where the other series says nothing of it (its
 * own source's word stands). Nothing is taken away: a source forgetting a link is rarer than an
 * answer missing one. A series whose relations an admin set, and links to one, are left alone.
 * Answers how many links were written.
 */
export async function relateFromSource(
  app: AppContext,
  seriesId: number,
  source: SeriesSource,
  named: { kind: RelationKind; id: number }[],
): Promise<number> {
  if (named.length === 0) return 0;
  // A series keeps as many relations as an admin may set: the first the source names.
  const kept = named.slice(0, RELATIONS_MAX);
  const column = seriesIdAtSource[source];
  const heldByIds = and(
    inArray(
      column,
      kept.map((relation) => relation.id),
    ),
    ne(series.id, seriesId),
  );
  const [held, setByAdmin, existing] = await app.db.batch([
    app.db.select({ id: series.id, sourceId: column }).from(series).where(heldByIds),
    app.db
      .select({ id: seriesRelationsSetByAdmin.seriesId })
      .from(seriesRelationsSetByAdmin)
      .where(
        or(
          eq(seriesRelationsSetByAdmin.seriesId, seriesId),
          inArray(seriesRelationsSetByAdmin.seriesId, app.db.select({ id: series.id }).from(series).where(heldByIds)),
        ),
      ),
    app.db
      .select({ seriesId: seriesRelations.seriesId, relatedId: seriesRelations.relatedId, kind: seriesRelations.kind })
      .from(seriesRelations)
      .where(or(eq(seriesRelations.seriesId, seriesId), eq(seriesRelations.relatedId, seriesId))),
  ]);
  const adminSet = new Set(setByAdmin.map((row) => row.id));
  if (adminSet.has(seriesId)) return 0;
  const kindOf = new Map(kept.map((relation) => [relation.id, relation.kind]));
  const relations = held
    .filter((row) => !adminSet.has(row.id))
    .map((row): Relation => ({ series_id: row.id, kind: kindOf.get(row.sourceId!)! }));
  const keptKind = new Map(existing.map((row) => [`${row.seriesId}:${row.relatedId}`, row.kind]));
  const rows = bothWays(seriesId, relations).filter((row) => {
    const now = keptKind.get(`${row.seriesId}:${row.relatedId}`);
    return row.seriesId === seriesId ? now !== row.kind : now === undefined;
  });
  const [first, ...rest] = jsonChunks(rows).map((chunk) =>
    insertRows(app, chunk).onConflictDoUpdate({
      target: [seriesRelations.seriesId, seriesRelations.relatedId],
      set: { kind: sql`excluded.kind` },
      // An inverse never overwrites what the other series' own source said.
      setWhere: sql`${seriesRelations.seriesId} = ${seriesId}`,
    }),
  );
  if (!first) return 0;
  await app.db.batch([first, ...rest]);
  return rows.length;
}

/**
 * An admin's relations of a series, all of them: every link touching it is replaced by these (and
 * their inverses), and from now on a refresh from a source leaves them as the admin set them.
 */
export async function setRelations(app: AppContext, seriesId: number, { relations }: RelationsInput) {
  if (relations.some((relation) => relation.series_id === seriesId)) throw new DomainError(400, "A series cannot be related to itself");
  const ids = [seriesId, ...relations.map((relation) => relation.series_id)];
  const found = await app.db.select({ id: series.id }).from(series).where(inArray(series.id, ids));
  if (!found.some((row) => row.id === seriesId)) throw notFound("Series");
  if (ids.some((id) => !found.some((row) => row.id === id))) throw notFound("Related series");
  const rows = bothWays(seriesId, relations);
  await app.db.batch([
    app.db.delete(seriesRelations).where(or(eq(seriesRelations.seriesId, seriesId), eq(seriesRelations.relatedId, seriesId))),
    ...jsonChunks(rows).map((chunk) => insertRows(app, chunk)),
    app.db
      .insert(seriesRelationsSetByAdmin)
      .values({ seriesId })
      .onConflictDoUpdate({ target: seriesRelationsSetByAdmin.seriesId, set: { setAt: sql`excluded.created_at` } }),
  ]);
  return relations;
}

/** The admin's form: one relation added to (or changed in) the series' set, the related series named as an admin has it at hand. */
export async function addRelation(app: AppContext, seriesId: number, related: string, kind: RelationKind) {
  const relatedId = await seriesNamedBy(app, related);
  if (relatedId === undefined) throw notFound("Related series");
  const kept = (await relationsOf(app, seriesId)).filter((relation) => relation.series_id !== relatedId);
  return setRelations(app, seriesId, parsedOrRefused(RelationsInput, { relations: [...kept, { series_id: relatedId, kind }] }));
}

/** The admin's form: one relation taken out of the series' set. */
export async function removeRelation(app: AppContext, seriesId: number, relatedId: number) {
  const kept = (await relationsOf(app, seriesId)).filter((relation) => relation.series_id !== relatedId);
  return setRelations(app, seriesId, { relations: kept });
}
