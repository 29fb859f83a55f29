// The outside catalogues a series can be filled from (decision 058), and their names: one list for
// the client that asks them, the schemas that take them, and the admin page that offers them.
export const seriesSources = ["anilist", "mal"] as const;
export type SeriesSource = (typeof seriesSources)[number];

export const SOURCE_NAMES: Record<SeriesSource, string> = { anilist: "AniList", mal: "MyAnimeList" };
