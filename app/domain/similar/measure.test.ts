import { describe, expect, it } from "vitest";
import { entryWeight, SIMILAR_LIMIT, type SeriesTraits, similarSeries, type Taken, VIEWERS_FLOOR } from "./measure";

// A hand-made catalogue: two series everyone who finishes one finishes the other (1 and 2), a
// third often planned beside them (3), a pair one viewer short of the floor holds (4 and 5), and a
// new series no one has listed that shares its genres with 6 (7) and one that shares nothing (8).
const traits: SeriesTraits[] = [
  { id: 1, features: ["g:action", "g:fantasy"], members: 40 },
  { id: 2, features: ["g:action", "g:fantasy"], members: 35 },
  { id: 3, features: ["g:action"], members: 90 },
  { id: 4, features: ["g:romance"], members: 5 },
  { id: 5, features: ["g:horror"], members: 5 },
  { id: 6, features: ["g:mecha", "g:space", "t:military"], members: 12 },
  { id: 7, features: ["g:mecha", "g:space"], members: 0 },
  { id: 8, features: ["g:cooking"], members: 0 },
];

const take = (viewer: number, series: number, weight = 1): Taken => ({ viewer, series, weight });
/** `count` viewers, numbered from `first`. */
const crowd = (count: number, first: number) => Array.from({ length: count }, (_, index) => first + index);
const taken: Taken[] = [
  ...crowd(VIEWERS_FLOOR + 1, 1).flatMap((viewer) => [take(viewer, 1, 1.5), take(viewer, 2, 1.5)]),
  ...crowd(VIEWERS_FLOOR, 1).map((viewer) => take(viewer, 3, 0.3)),
  take(20, 3, 0.3),
  ...crowd(VIEWERS_FLOOR - 1, 30).flatMap((viewer) => [take(viewer, 4), take(viewer, 5)]),
];

describe("similar series", () => {
  const similar = similarSeries(taken, traits);

  it("ranks a clear twin first", () => {
    expect(similar.get(1)![0]).toBe(2);
    expect(similar.get(2)![0]).toBe(1);
  });

  it("does not pair two series fewer viewers than the floor hold, and pairs them at the floor", () => {
    expect(VIEWERS_FLOOR).toBeGreaterThanOrEqual(4);
    expect(similar.get(4)).toEqual([]);
    expect(similar.get(5)).toEqual([]);
    const atTheFloor = similarSeries([...taken, take(40, 4), take(40, 5)], traits);
    expect(atTheFloor.get(4)).toEqual([5]);
    expect(atTheFloor.get(5)).toEqual([4]);
  });

  it("fills in from shared genres and tags for a series no one has listed", () => {
    expect(similar.get(7)).toEqual([6]);
    expect(similar.get(8)).toEqual([]);
  });

  it("never holds the series itself, nor a series with nothing in common", () => {
    for (const [id, row] of similar) expect(row).not.toContain(id);
    expect(similar.get(1)).not.toContain(6);
  });

  it("weighs viewers who hold both above a shared genre", () => {
    // 3 shares a genre with 1 and is held with it by the floor's viewers; 2 shares both genres and more viewers.
    expect(similar.get(1)).toEqual([2, 3]);
  });

  it("shows at most twelve, ties to the series more lists hold", () => {
    const crowd: SeriesTraits[] = Array.from({ length: 20 }, (_, index) => ({ id: 100 + index, features: ["g:sports"], members: index }));
    const row = similarSeries([], crowd).get(100)!;
    expect(row).toHaveLength(SIMILAR_LIMIT);
    expect(row[0]).toBe(119);
    expect(row).toEqual(row.toSorted((a, b) => b - a));
  });
});

describe("an entry's weight", () => {
  it("counts nothing for a dropped series or a low score, and more for a high one", () => {
    expect(entryWeight("dropped", null)).toBe(0);
    expect(entryWeight("completed", 3)).toBe(0);
    expect(entryWeight("completed", 9)).toBeGreaterThan(entryWeight("completed", null));
    expect(entryWeight("completed", null)).toBeGreaterThan(entryWeight("plan_to_watch", null));
  });
});
