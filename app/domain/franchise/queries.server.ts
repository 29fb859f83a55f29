// A franchise's reads (decision 075): its series, walked along the kept links from any one of them
// in one recursive statement, their links, and the viewer's statuses for them, read together in
// one round trip (on the series page, in its own batch).
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { listEntries, series, seriesRelations } from "~/.server/db/schema";
import type { SeriesKey } from "~/.server/db/series-key";
import { cardsPicked, presentCard } from "~/domain/series/cards.server";
import { localeOfPath } from "~/lib/locale-paths";
import { RELATIONS_MAX } from "./schema";
import { presentFranchise } from "./present";

/** The most series of a franchise walked (Detective Conan's films and specials number past this). */
const FRANCHISE_MAX = 60;

/** The ids of the series' franchise, itself first: every series its links reach. */
const franchiseIds = (key: SeriesKey): SQL =>
  sql`WITH RECURSIVE franchise(id) AS (SELECT ${key} UNION SELECT r.related_id FROM ${seriesRelations} r JOIN franchise f ON r.series_id = f.id LIMIT ${FRANCHISE_MAX}) SELECT id FROM franchise`;

/** The three reads of a franchise, for a batch: its series as lean cards (those the audience may see), their links, the viewer's statuses. */
export function franchiseQueries(app: AppContext, key: SeriesKey, viewerId: number | null) {
  return [
    cardsPicked(app, sql`SELECT id, id AS k FROM (${franchiseIds(key)})`, true),
    app.db
      .select({ seriesId: seriesRelations.seriesId, relatedId: seriesRelations.relatedId, kind: seriesRelations.kind })
      .from(seriesRelations)
      .where(sql`${seriesRelations.seriesId} IN (${franchiseIds(key)})`)
      .limit(FRANCHISE_MAX * RELATIONS_MAX),
    app.db
      .select({ seriesId: listEntries.seriesId, status: listEntries.status })
      .from(listEntries)
      .where(and(eq(listEntries.userId, viewerId ?? 0), sql`${listEntries.seriesId} IN (${franchiseIds(key)})`)),
  ] as const;
}

/** A series' franchise for the API; undefined when there is no such series (or the audience may not see it). */
export async function getFranchise(app: AppContext, id: number, viewerId: number | null) {
  const [members, links, statuses] = await app.db.batch(franchiseQueries(app, id, viewerId));
  if (!members.some((row) => row.id === id)) return undefined;
  return { series_id: id, items: presentFranchise(id, members.map(presentCard), links, statuses) };
}

/** A series' relations as its edit form lists them: what each related series is of it, with its title. */
export async function relationsOf(app: AppContext, id: number) {
  return app.db
    .select({ series_id: seriesRelations.relatedId, kind: seriesRelations.kind, title: series.title })
    .from(seriesRelations)
    .innerJoin(series, eq(series.id, seriesRelations.relatedId))
    .where(eq(seriesRelations.seriesId, id))
    .orderBy(series.year, series.id);
}

/**
 * The series an admin names by its slug, its page's address (the path's first part under its
 * language: a series' page, its episodes' and its feeds') or its id (a slug of digits is a slug
 * first); undefined when the site has none.
 */
export async function seriesNamedBy(app: AppContext, named: string): Promise<number | undefined> {
  const first = localeOfPath(URL.canParse(named) ? new URL(named).pathname : `/${named}`).path.split("/")[1] ?? "";
  let slug = first;
  try {
    slug = decodeURIComponent(first);
  } catch {
    // Not percent-encoded as an address is: taken as typed.
  }
  const id = /^\d+$/.test(named) ? Number(named) : -1;
  const [bySlug, byId] = await app.db.batch([
    app.db.select({ id: series.id }).from(series).where(eq(series.slug, slug)).limit(1),
    app.db.select({ id: series.id }).from(series).where(eq(series.id, id)).limit(1),
  ]);
  return bySlug[0]?.id ?? byId[0]?.id;
}
