// The words a series is described with. Kept apart from the schemas so that pages that only
// show them (the browse filter) do not carry the validation library to the browser.

// The union of both specs' lists: the browse filter knows Hiatus and the Music category too.
export const seriesStatuses = ["Ongoing", "Completed", "Upcoming", "Hiatus"] as const;
export const seriesTypes = ["TV", "Movie", "OVA", "ONA", "Special", "Music"] as const;
export const seriesLanguages = ["Raw", "Sub", "Dub"] as const;
export const seriesSeasons = ["Winter", "Spring", "Summer", "Fall"] as const;
export const seriesNetworks = ["Bilibili", "Tencent", "Youku", "iQIYI", "Mango TV", "Other"] as const;
/**
 * Content ratings on MyAnimeList's scale, mildest first (issue #84): all ages, children, teens 13
 * and older, 17 and older, mild nudity, adult. A cap is a place in this list; the words sort as
 * text in the same order, which the caps compare by (app/domain/rating-caps/shown.server.ts).
 */
export const seriesRatings = ["g", "pg", "pg_13", "r", "r_plus", "rx"] as const;
export type SeriesRating = (typeof seriesRatings)[number];
/** The ratings as they are written the world over (the same in every language). */
export const RATING_NAMES: Record<SeriesRating, string> = { g: "G", pg: "PG", pg_13: "PG-13", r: "R", r_plus: "R+", rx: "Rx" };
export const genreNames = [
  "Action",
  "Adventure",
  "Comedy",
  "Romance",
  "Fantasy",
  "Sci-fi",
  "Drama",
  "Mystery",
  "Supernatural",
  "Horror",
  "Historical",
  "Slice of Life",
  "Sports",
  "Music",
] as const;
