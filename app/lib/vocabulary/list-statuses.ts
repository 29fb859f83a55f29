// Where a series stands on a viewer's list, as the trackers name it (MyAnimeList, AniList, Kitsu):
// shared by the database schema, the API, the forms and the MyAnimeList file format.
export const listStatuses = ["watching", "completed", "on_hold", "dropped", "plan_to_watch"] as const;
export type ListStatus = (typeof listStatuses)[number];

/**
 * The statuses' English names, for what stays English (the API's refusal, app/domain/lists/schema.ts).
 * Pages show listStatusLabel (app/i18n/list-status-labels.ts), in the page's language.
 */
export const listStatusLabels: Record<ListStatus, string> = {
  watching: "Watching",
  completed: "Completed",
  on_hold: "On hold",
  dropped: "Dropped",
  plan_to_watch: "Plan to watch",
};

/** A score is a whole number from 1 to 10; none is null (MyAnimeList writes 0). */
export const LIST_SCORE_MAX = 10;
/** More episodes than any series has: a progress past it is not a count of episodes. */
export const LIST_PROGRESS_MAX = 10_000;
