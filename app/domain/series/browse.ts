import { genreNames, seriesNetworks, seriesSeasons, seriesStatuses, seriesTypes } from "./schema";

// The browse filter bar (visitor spec section 5). Start and end dates are collected, not used.
export const browseFilters = {
  genre: { label: "Genre", options: genreNames },
  status: { label: "Status", options: seriesStatuses },
  network: { label: "Network", options: seriesNetworks },
  season: { label: "Season", options: seriesSeasons },
  category: { label: "Category", options: seriesTypes },
} as const;

export type BrowseQuery = { q: string; genre: string; status: string; network: string; season: string; category: string; start: string; end: string };

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
  };
}

type Browsable = { title: string; genres: string[]; status: string | null; network: string | null; season: string | null; type: string | null };

export function filterSeries<T extends Browsable>(all: T[], query: BrowseQuery): T[] {
  const needle = query.q.toLowerCase();
  return all.filter(
    (series) =>
      (!needle || series.title.toLowerCase().includes(needle)) &&
      (!query.genre || series.genres.includes(query.genre)) &&
      (!query.status || series.status === query.status) &&
      (!query.network || series.network === query.network) &&
      (!query.season || series.season === query.season) &&
      (!query.category || series.type === query.category),
  );
}
