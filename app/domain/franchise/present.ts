// A franchise as the page and the API show it: its series in watch order, each with what it is of
// the series asked about and the viewer's status for it.
import type { SeriesView } from "~/domain/series/present";
import type { ListStatus } from "~/lib/vocabulary/list-statuses";
import { type FranchiseLink, watchOrder } from "./order";
import type { FranchiseEntryView } from "./responses";

/**
 * The franchise in watch order, each with what it is of `currentId` and the viewer's status; empty
 * when the series stands alone (a franchise of one is no row to show).
 */
export function presentFranchise(
  currentId: number,
  members: SeriesView[],
  links: FranchiseLink[],
  statuses: { seriesId: number; status: ListStatus }[],
): FranchiseEntryView[] {
  if (members.length < 2) return [];
  const cards = new Map(members.map((card) => [card.id, card]));
  const statusOf = new Map(statuses.map((entry) => [entry.seriesId, entry.status]));
  const relationTo = new Map(links.filter((link) => link.seriesId === currentId).map((link) => [link.relatedId, link.kind]));
  return watchOrder([...cards.values()], links).map((id) => {
    const { slug, title, alt_titles, cover_image, type, year, season, status } = cards.get(id)!;
    return {
      id,
      slug,
      title,
      alt_titles,
      cover_image,
      type,
      year,
      season,
      status,
      relation: relationTo.get(id) ?? null,
      current: id === currentId,
      list_status: statusOf.get(id) ?? null,
    };
  });
}
