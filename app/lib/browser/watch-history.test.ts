import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import { continueWatchingHref, parseHistory, recordInHistory, type HistoryEntry } from "./watch-history";

const entry = (seriesId: number, episodeId?: number): HistoryEntry => ({
  seriesId,
  seriesTitle: `Series ${seriesId}`,
  episodeId,
  episodeTitle: episodeId ? `Ep ${episodeId}` : null,
});

describe("watch history", () => {
  it("puts the newest first and drops the older entry of the same series or episode", () => {
    let history = recordInHistory([], entry(1));
    history = recordInHistory(history, entry(2, 20));
    history = recordInHistory(history, entry(1, 10));
    expect(history.map((e) => [e.seriesId, e.episodeId])).toEqual([
      [1, 10],
      [2, 20],
    ]);
  });

  it("keeps the 20 newest", () => {
    let history: HistoryEntry[] = [];
    for (let id = 1; id <= 25; id++) history = recordInHistory(history, entry(id));
    expect(history).toHaveLength(20);
    expect(history[0]!.seriesId).toBe(25);
    expect(history.at(-1)!.seriesId).toBe(6);
  });

  it("reads only well-formed entries and survives junk", () => {
    expect(parseHistory("not json")).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('[{"seriesId":1,"seriesTitle":"A"},{"x":1}]')).toEqual([{ seriesId: 1, seriesTitle: "A" }]);
  });

  it("links Continue Watching to the episode when there is one", () => {
    expect(continueWatchingHref({ ...entry(1, 10), seriesTitle: "Tide Caller!", episodeNumber: 3 }, slugify)).toBe(
      "/tide-caller/episode/3",
    );
    expect(continueWatchingHref({ ...entry(1), seriesTitle: "Tide Caller!" }, slugify)).toBe("/tide-caller");
  });
});
