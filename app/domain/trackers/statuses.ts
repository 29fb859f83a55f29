// The list statuses in AniList's words, one table for the pull and the push. MyAnimeList's words
// are the site's own.
import { type ListStatus, listStatuses } from "~/lib/vocabulary/list-statuses";
import type { SeriesSource } from "~/lib/vocabulary/series-sources";

export const ANILIST_STATUSES: Record<ListStatus, string> = {
  watching: "CURRENT",
  plan_to_watch: "PLANNING",
  completed: "COMPLETED",
  dropped: "DROPPED",
  on_hold: "PAUSED",
};

/** A tracker's status word as the site's, or null for a word it does not know. */
export function siteStatusOf(provider: SeriesSource, word: string): ListStatus | null {
  if (provider === "mal") return listStatuses.find((status) => status === word) ?? null;
  // Watching again is watching here.
  if (word === "REPEATING") return "watching";
  return listStatuses.find((status) => ANILIST_STATUSES[status] === word) ?? null;
}
