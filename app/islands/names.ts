// The names the islands' loader (loader.ts), the islands and the app (root.tsx) share.

/** Sent by the app once it has hydrated. */
export const HYDRATED_EVENT = "app:hydrated";
/** Sent by an island that opens a page, with what it asks: the app navigates if it is there. */
export const NAVIGATE_EVENT = "island:navigate";
/** A site path (or a query of this page) to open, and whether it replaces this page in the history. */
export type NavigateAsked = { to: string; replace: boolean };
/** Set in localStorage when the visitor closes the language offer. */
export const OFFER_DISMISSED = "languageOfferDismissed";
/** The attributes that mark an element for an island (`data-island`, `data-island-on`, ...). */
export type IslandMark = Record<`data-${string}`, string>;
/** The episode page's player data, which the `episode-player` island hydrates the section with. */
export const PLAYER_PROPS_ID = "player-props";
