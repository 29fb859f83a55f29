// How much of a series' coming episodes a viewer sees (issue #68, decision 062): shared by the
// database schema, the API, the profile form and the pages.
export const spoilerGuards = ["off", "unwatched", "after_next"] as const;
export type SpoilerGuard = (typeof spoilerGuards)[number];
