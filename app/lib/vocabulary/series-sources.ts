// The outside list services the site speaks with (decisions 058, 060): the catalogues a series can
// be filled from, and the trackers a viewer keeps their list on. One list of names for the client
// that asks them, the schemas that take them, and the pages that offer them.

/** Every list service: the catalogues first, then the trackers that are only trackers. */
export const listServices = ["anilist", "mal", "bangumi", "shikimori", "simkl"] as const;
export type ListService = (typeof listServices)[number];

export const SOURCE_NAMES: Record<ListService, string> = {
  anilist: "AniList",
  mal: "MyAnimeList",
  bangumi: "Bangumi",
  shikimori: "Shikimori",
  simkl: "Simkl",
};

/** The catalogues a series can be filled from. */
export const seriesSources = ["anilist", "mal", "bangumi"] as const;
export type SeriesSource = (typeof seriesSources)[number];

/** The services whose id a series keeps in a column of its own: how a tracker's list finds it. */
export const seriesIdKinds = ["anilist", "mal", "bangumi"] as const;
export type SeriesIdKind = (typeof seriesIdKinds)[number];

/**
 * The fields a refresh keeps in step with the source while the admin has not edited them: what
 * changes while a series airs. Not the title (it makes the page's address), the pictures (stored
 * uploads) or the genres (the site's own list).
 */
export const followableFields = ["description", "status", "type", "season", "year", "studio", "tags"] as const;
export type FollowedField = (typeof followableFields)[number];
