// The outside catalogues a series can be filled from (decision 058), and their names: one list for
// the client that asks them, the schemas that take them, and the admin page that offers them.
export const seriesSources = ["anilist", "mal"] as const;
export type SeriesSource = (typeof seriesSources)[number];

export const SOURCE_NAMES: Record<SeriesSource, string> = { anilist: "AniList", mal: "MyAnimeList" };

/**
 * The fields a refresh keeps in step with the source while the admin has not edited them: what
 * changes while a series airs. Not the title (it makes the page's address), the pictures (stored
 * uploads) or the genres (the site's own list).
 */
export const followableFields = ["description", "status", "type", "season", "year", "studio", "tags"] as const;
export type FollowedField = (typeof followableFields)[number];
