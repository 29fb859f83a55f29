// Who a request's answers are for, as far as content ratings go (issue #84, decision 073): an
// admin, and the worker's own work (the upkeep, the queues), read the whole catalogue; anyone else
// the series within the site's cap, a visitor not signed in within the visitors' cap too, and a
// viewer within their profile's own cap too.
import type { SeriesRating } from "~/lib/vocabulary/series";

export type Audience = { kind: "whole" } | { kind: "visitor" } | { kind: "viewer"; cap: SeriesRating | null };

/** Until a request is signed in, its answers are a visitor's. */
export const VISITOR: Audience = { kind: "visitor" };

/** An admin's, and the worker's own work's. */
export const WHOLE_CATALOGUE: Audience = { kind: "whole" };
