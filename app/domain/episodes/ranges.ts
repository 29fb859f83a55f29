// Long series show their episodes fifty at a time (1–50, 51–100, …), in either
// order, with a jump to a number; every control is a plain link or GET form.
/** Each card with its picture's sources is about 2 kB: a hundred made a long series' page 218 kB (issue #70). */
export const RANGE_SIZE = 50;

export type EpisodeOrder = "asc" | "desc";
export type RangeQuery = { range: number | null; order: EpisodeOrder; jump: number | null };
/** One range of a series' episodes: its 1-based index, where it starts, and its lowest and last episode numbers. */
export type EpisodeRange = { index: number; first: number; lowest: number; last: number };

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The range (1-based) an episode number falls in. */
export const rangeOf = (episodeNumber: number) => Math.floor((Math.max(episodeNumber, 1) - 1) / RANGE_SIZE) + 1;

/** Reads `?range=`, `?order=` and `?ep=` (a number to jump to, which picks its range). */
export function readRangeQuery(params: URLSearchParams): RangeQuery {
  const jump = positiveInt(params.get("ep"));
  return {
    range: jump ? rangeOf(jump) : positiveInt(params.get("range")),
    order: params.get("order") === "desc" ? "desc" : "asc",
    jump,
  };
}

export const rangeLabel = (range: EpisodeRange) => (range.first === range.last ? `${range.first}` : `${range.first}–${range.last}`);

export const presentRanges = (rows: { index: number; lowest: number; last: number | null }[]): EpisodeRange[] =>
  rows.map((row) => ({ index: row.index, first: (row.index - 1) * RANGE_SIZE + 1, lowest: row.lowest, last: row.last ?? row.lowest }));

/** Whether the ranges hold more than one episode (an order to choose). */
export const holdsSeveral = (ranges: EpisodeRange[]) => ranges.length > 1 || ranges.some((range) => range.lowest < range.last);

/** The range a page shows: the one asked for, else the one its first episode falls in. */
export const shownRange = (query: RangeQuery, episodes: { episode_number: number }[], ranges: EpisodeRange[]) =>
  query.range ?? (episodes[0] ? rangeOf(episodes[0].episode_number) : (ranges[0]?.index ?? 1));
