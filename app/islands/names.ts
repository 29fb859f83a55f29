// The names the islands' loader (bootstrap.ts), the islands and the app (root.tsx) share.

/** Sent by the app once it has hydrated. */
export const HYDRATED_EVENT = "app:hydrated";
/** Sent by an island that opens a page, with the site path: the app navigates if it is there. */
export const NAVIGATE_EVENT = "island:navigate";
/** Set in localStorage when the visitor closes the language offer. */
export const OFFER_DISMISSED = "languageOfferDismissed";
