import { describe, expect, it } from "vitest";
import { seriesRatings } from "./series";

describe("the content rating scale", () => {
  // The caps compare ratings as text, in SQL and in code (app/domain/rating-caps/shown.server.ts).
  it("sorts as text as it runs, mildest first", () => {
    expect([...seriesRatings].sort()).toEqual([...seriesRatings]);
    expect(new Set(seriesRatings).size).toBe(seriesRatings.length);
  });
});
