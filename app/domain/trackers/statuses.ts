// The list statuses in each tracker's words, one table for the pull and the push. MyAnimeList's
// words are the site's own; Bangumi's are the numbers of its collection types.
import { type ListStatus, listStatuses } from "~/lib/vocabulary/list-statuses";
import type { TrackerProvider } from "./tracker";

export const TRACKER_STATUSES = {
  anilist: { watching: "CURRENT", plan_to_watch: "PLANNING", completed: "COMPLETED", dropped: "DROPPED", on_hold: "PAUSED" },
  mal: { watching: "watching", plan_to_watch: "plan_to_watch", completed: "completed", dropped: "dropped", on_hold: "on_hold" },
  // 1 wish, 2 done, 3 doing, 4 on hold, 5 dropped.
  bangumi: { plan_to_watch: 1, completed: 2, watching: 3, on_hold: 4, dropped: 5 },
  shikimori: { watching: "watching", plan_to_watch: "planned", completed: "completed", dropped: "dropped", on_hold: "on_hold" },
  simkl: { watching: "watching", plan_to_watch: "plantowatch", completed: "completed", dropped: "dropped", on_hold: "hold" },
} as const satisfies Record<TrackerProvider, Record<ListStatus, string | number>>;

/** The words for watching a series again, which is watching here. */
const REWATCHING: readonly (string | number)[] = ["REPEATING", "rewatching"];

/** A tracker's status word as the site's, or null for a word it does not know. */
export function siteStatusOf(provider: TrackerProvider, word: string | number): ListStatus | null {
  if (REWATCHING.includes(word)) return "watching";
  return listStatuses.find((status) => TRACKER_STATUSES[provider][status] === word) ?? null;
}
