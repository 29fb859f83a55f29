import { genreNames, seriesNetworks, seriesSeasons, seriesStatuses, seriesTypes } from "~/lib/vocabulary/series";

// The browse filter bar (visitor spec section 5), by the values its addresses carry; the page
// names them in its language (app/routes/list.tsx). Start and end dates are collected, not used.
export const browseFilters = {
  genre: { options: genreNames },
  status: { options: seriesStatuses },
  network: { options: seriesNetworks },
  season: { options: seriesSeasons },
  category: { options: seriesTypes },
} as const;

/** The orders the bar offers; none is the best match when searching, else the most recently updated. */
export const browseSorts = ["members", "score", "title"] as const;
type BrowseSort = (typeof browseSorts)[number];

/** Cards per page of /list: divides into rows of 2, 3, 4 and 6. */
export const BROWSE_PAGE_SIZE = 24;

export type BrowseQuery = {
  q: string;
  genre: string;
  status: string;
  network: string;
  season: string;
  category: string;
  start: string;
  end: string;
  sort: BrowseSort | "";
  /** Only series with a dub: the bar's checkbox, `has_dub=true` (decision 049). */
  has_dub: boolean;
};

/** Reads the filter bar's GET parameters; an unknown option means "All". */
export function readBrowseQuery(params: URLSearchParams): BrowseQuery {
  const choice = (key: keyof typeof browseFilters) => {
    const value = params.get(key) ?? "";
    return (browseFilters[key].options as readonly string[]).includes(value) ? value : "";
  };
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    genre: choice("genre"),
    status: choice("status"),
    network: choice("network"),
    season: choice("season"),
    category: choice("category"),
    start: params.get("start") ?? "",
    end: params.get("end") ?? "",
    sort: (browseSorts as readonly string[]).includes(params.get("sort") ?? "") ? (params.get("sort") as BrowseSort) : "",
    has_dub: params.get("has_dub") === "true",
  };
}

/** A to Z's places: each letter, and "#" for titles that start with anything else (digits, other scripts). */
export const OTHER_LETTER = "#";
export const A_TO_Z = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", OTHER_LETTER];
