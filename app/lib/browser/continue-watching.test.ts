import { describe, expect, it } from "vitest";
import { continueCards } from "./continue-watching";
import type { HistoryEntry } from "./watch-history";

const entry = (seriesId: number, episode?: { id: number; number: number }): HistoryEntry => ({
  seriesId,
  seriesTitle: `Series ${seriesId}`,
  seriesSlug: `series-${seriesId}`,
  episodeId: episode?.id ?? null,
  episodeNumber: episode?.number ?? null,
});

describe("Continue watching's cards", () => {
  it("show the six newest entries, each with where it resumes and how much was watched", () => {
    const history = [entry(1, { id: 10, number: 3 }), entry(2), entry(3, { id: 30, number: 1 }), ...[4, 5, 6, 7].map((id) => entry(id))];
    const cards = continueCards(history, {
      10: { position: 754, duration: 1508, at: 0 },
      // Finished: no resume point, a full bar.
      30: { position: 1500, duration: 1502, at: 0 },
    });
    expect(cards.map((card) => card.key)).toEqual(["1:10", "2:", "3:30", "4:", "5:", "6:"]);
    expect(cards[0]).toEqual({
      key: "1:10",
      href: "/series-1/episode/3",
      title: "Series 1",
      cover: undefined,
      progress: 50,
      line: "Episode 3 · from 12:34",
    });
    expect(cards[1]).toMatchObject({ href: "/series-2", progress: null, line: "Series" });
    expect(cards[2]).toMatchObject({ progress: 100, line: "Episode 1" });
  });
});
