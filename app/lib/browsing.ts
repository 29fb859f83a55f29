// A signed-in viewer's choices of what their own pages and answers leave out (issue #68, decision
// 062): series they are done with, and the stills and synopses of episodes still ahead of them.
// Anonymous and cached pages never carry them.
import type { ListStatus } from "./vocabulary/list-statuses";
import type { SpoilerGuard } from "./vocabulary/spoiler-guards";

export type Browsing = { userId: number; hideStatuses: readonly ListStatus[]; spoilerGuard: SpoilerGuard };

/** A user row's choices (the API's caller, the pages' viewer). */
export const browsingOf = (user: { id: number; hideStatuses: readonly ListStatus[]; spoilerGuard: SpoilerGuard }): Browsing => ({
  userId: user.id,
  hideStatuses: user.hideStatuses,
  spoilerGuard: user.spoilerGuard,
});

/** The address parameter of a page's "show anyway": `?spoilers=show` lifts the guard for that view. */
export const SHOW_SPOILERS = { name: "spoilers", value: "show" } as const;

/** What a page shows `viewer` when its address may lift the spoiler guard ("show anyway"). */
export const browsingAt = (viewer: Browsing, search: URLSearchParams): Browsing =>
  search.get(SHOW_SPOILERS.name) === SHOW_SPOILERS.value ? { ...viewer, spoilerGuard: "off" } : viewer;
