// Which series are like each other (decision 061): what viewers list and watch together, weighed
// by how they took each one, blended with the genres and tags two series share, so a series no
// one has listed yet still has a row. Pure, so the daily rebuild and its tests share it.
import { visibleTags } from "~/lib/display";
import type { ListStatus } from "~/lib/vocabulary/list-statuses";

/** The most series a row shows. */
export const SIMILAR_LIMIT = 12;
/**
 * A pair counts only once this many viewers hold both: three besides any one who asks. The rows are
 * public, so a viewer who lists P and Q and finds Q beside P learns that others hold both; with
 * three of them at least, no single other viewer's list can be read from a row (decision 061).
 */
export const VIEWERS_FLOOR = 4;
/** Each viewer's heaviest entries pair up, no more: a 2,000-entry list would make two million pairs. */
const PER_VIEWER = 100;
/** How much sharing every genre and tag weighs beside viewers who hold both (at most 1). */
const FEATURE_SHARE = 0.3;
/** The most popular series of each genre and tag: where a series looks for ones that share it. */
const POOL = 60;

const STATUS_WEIGHT: Record<ListStatus, number> = { completed: 1, watching: 0.8, on_hold: 0.5, plan_to_watch: 0.3, dropped: 0 };
/** A series watched here and not on the viewer's list: between watching and on hold. */
export const WATCHED_WEIGHT = 0.6;

/**
 * An entry that says the viewer did not take to the series: dropped, or scored this or less. It
 * weighs nothing in a similar row and never seeds a recommendation (queries.server.ts asks D1 the same).
 */
export const DISLIKED = { status: "dropped", scoreAtMost: 4 } as const satisfies { status: ListStatus; scoreAtMost: number };

/** How much a viewer's entry says they liked the series: nothing when DISLIKED. */
export function entryWeight(status: ListStatus, score: number | null): number {
  if (status === DISLIKED.status || (score !== null && score <= DISLIKED.scoreAtMost)) return 0;
  const weight = STATUS_WEIGHT[status];
  return score !== null && score >= 8 ? weight * 1.5 : weight;
}

/** A viewer's taking to a series: the list entry's weight, or WATCHED_WEIGHT for what they only watched. */
export type Taken = { viewer: number; series: number; weight: number };
/** What a series is, for the genre fill: its genres and tags as one set of words, and how many lists hold it. */
export type SeriesTraits = { id: number; features: string[]; members: number };

// The work runs daily over every list (10,000 series, 100,000 entries: bench:similar), so series
// are numbered 0..n-1 here and each one's pairs are summed in typed arrays (a sparse accumulator):
// no map of pairs, no object per pair, nothing for the collector to chase.

/** Each series' neighbours by viewers (the cosine of their weights), above the floor, by number. */
function viewerNeighbours(taken: Taken[], numberOf: Map<number, number>) {
  const count = numberOf.size;
  const byViewer = Map.groupBy(
    taken.filter((entry) => entry.weight > 0 && numberOf.has(entry.series)),
    (entry) => entry.viewer,
  );
  // Each viewer's heaviest entries, and for each series who holds it among theirs and how much.
  const lists = [...byViewer.values()].map((entries) =>
    entries
      .sort((a, b) => b.weight - a.weight || a.series - b.series)
      .slice(0, PER_VIEWER)
      .map((entry) => ({ number: numberOf.get(entry.series)!, weight: entry.weight })),
  );
  const holders: { list: number; weight: number }[][] = Array.from({ length: count }, () => []);
  const squares = new Float64Array(count);
  lists.forEach((list, index) => {
    for (const { number, weight } of list) {
      holders[number]!.push({ list: index, weight });
      squares[number]! += weight ** 2;
    }
  });
  const products = new Float64Array(count);
  const viewers = new Int32Array(count);
  const near: { to: number; score: number }[][] = Array.from({ length: count }, () => []);
  for (let number = 0; number < count; number++) {
    const touched: number[] = [];
    for (const holder of holders[number]!)
      for (const other of lists[holder.list]!) {
        if (other.number === number) continue;
        if (viewers[other.number] === 0) touched.push(other.number);
        viewers[other.number]! += 1;
        products[other.number]! += holder.weight * other.weight;
      }
    for (const other of touched) {
      if (viewers[other]! >= VIEWERS_FLOOR)
        near[number]!.push({ to: other, score: products[other]! / Math.sqrt(squares[number]! * squares[other]!) });
      viewers[other] = 0;
      products[other] = 0;
    }
  }
  return near;
}

/** The share of genres and tags two series have in common (Jaccard), of sorted feature numbers. */
function shared(a: Int32Array, b: Int32Array) {
  let both = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      both++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const either = a.length + b.length - both;
  return either === 0 ? 0 : both / either;
}

/** Each series' genres and tags as sorted numbers; and per feature, its POOL series most lists hold. */
function featurePools(traits: SeriesTraits[]) {
  const numbered = new Map<string, number>();
  const numberOfFeature = (feature: string) => {
    if (!numbered.has(feature)) numbered.set(feature, numbered.size);
    return numbered.get(feature)!;
  };
  const features = traits.map((series) => Int32Array.from(new Set(series.features.map(numberOfFeature))).sort());
  const pools: number[][] = Array.from({ length: numbered.size }, () => []);
  const byReach = traits
    .map((_, number) => number)
    .sort((a, b) => traits[b]!.members - traits[a]!.members || traits[a]!.id - traits[b]!.id);
  for (const number of byReach) for (const feature of features[number]!) if (pools[feature]!.length < POOL) pools[feature]!.push(number);
  return { features, pools };
}

/**
 * Up to SIMILAR_LIMIT series like each series, best first: viewers who hold both (above the
 * floor), plus FEATURE_SHARE of the genres and tags in common; ties go to the series more lists
 * hold, then to the older one.
 */
export function similarSeries(taken: Taken[], traits: SeriesTraits[]): Map<number, number[]> {
  const numberOf = new Map(traits.map((series, number) => [series.id, number]));
  const near = viewerNeighbours(taken, numberOf);
  const { features, pools } = featurePools(traits);
  /** Whether `a` (with its score) ranks above `b`: the higher score, then more lists, then the older. */
  const above = (a: number, aScore: number, b: number, bScore: number) =>
    aScore !== bScore
      ? aScore > bScore
      : traits[a]!.members !== traits[b]!.members
        ? traits[a]!.members > traits[b]!.members
        : traits[a]!.id < traits[b]!.id;
  // Which series were already taken as a candidate of series `number`, and their viewers' score.
  const seenFor = new Int32Array(traits.length).fill(-1);
  const byViewers = new Float64Array(traits.length);
  const similar = new Map<number, number[]>();
  for (let number = 0; number < traits.length; number++) {
    const candidates: number[] = [];
    const take = (other: number, score: number) => {
      if (other === number || seenFor[other] === number) return;
      seenFor[other] = number;
      byViewers[other] = score;
      candidates.push(other);
    };
    for (const { to, score } of near[number]!) take(to, score);
    for (const feature of features[number]!) for (const other of pools[feature]!) take(other, 0);
    // The best SIMILAR_LIMIT, kept in order as they come: no sort of every candidate.
    const best: number[] = [];
    const scores: number[] = [];
    for (const other of candidates) {
      const score = byViewers[other]! + FEATURE_SHARE * shared(features[number]!, features[other]!);
      if (score <= 0) continue;
      if (best.length === SIMILAR_LIMIT && !above(other, score, best.at(-1)!, scores.at(-1)!)) continue;
      let at = best.length;
      while (at > 0 && above(other, score, best[at - 1]!, scores[at - 1]!)) at--;
      best.splice(at, 0, other);
      scores.splice(at, 0, score);
      if (best.length > SIMILAR_LIMIT) {
        best.pop();
        scores.pop();
      }
    }
    similar.set(
      traits[number]!.id,
      best.map((other) => traits[other]!.id),
    );
  }
  return similar;
}

/** The rows the rebuild reads: viewers' list entries and watched series, and the series with their genres. */
export type SimilarInputs = {
  entries: { viewer: number; series: number; status: ListStatus; score: number | null }[];
  watched: { viewer: number; series: number }[];
  series: { id: number; members: number; tags: unknown }[];
  genres: { series: number; genre: number }[];
};

/** similarSeries of the rows as D1 holds them: a series only watched (not listed) weighs WATCHED_WEIGHT. */
export function similarFromRows({ entries, watched, series, genres }: SimilarInputs) {
  const listed = new Set(entries.map((entry) => `${entry.viewer}:${entry.series}`));
  const taken: Taken[] = [
    ...entries.map((entry) => ({ viewer: entry.viewer, series: entry.series, weight: entryWeight(entry.status, entry.score) })),
    ...watched.filter((seen) => !listed.has(`${seen.viewer}:${seen.series}`)).map((seen) => ({ ...seen, weight: WATCHED_WEIGHT })),
  ];
  const genresOf = Map.groupBy(genres, (row) => row.series);
  const traits: SeriesTraits[] = series.map((row) => ({
    id: row.id,
    members: row.members,
    features: [
      ...(genresOf.get(row.id) ?? []).map((genre) => `g:${genre.genre}`),
      ...visibleTags(row.tags).map((tag) => `t:${tag.toLowerCase()}`),
    ],
  }));
  return similarSeries(taken, traits);
}
