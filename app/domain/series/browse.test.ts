import { describe, expect, it } from "vitest";
import { filterSeries, readBrowseQuery } from "./browse";

const series = [
  { title: "Sword of the Jade Emperor", genres: ["Action", "Drama"], status: "Ongoing", network: "Bilibili", season: "Winter", type: "TV" },
  { title: "Dragon Tea House", genres: ["Slice of Life"], status: "Completed", network: "Youku", season: "Spring", type: "ONA" },
];
const query = (text: string) => readBrowseQuery(new URLSearchParams(text));

describe("browse filters", () => {
  it("match a case-insensitive substring of the title", () => {
    expect(filterSeries(series, query("q=JADE")).map((s) => s.title)).toEqual(["Sword of the Jade Emperor"]);
  });

  it("match a genre in the series' list and exact status, network, season and category", () => {
    expect(filterSeries(series, query("genre=Slice+of+Life"))).toHaveLength(1);
    expect(filterSeries(series, query("status=Completed&network=Youku&season=Spring&category=ONA"))).toHaveLength(1);
    expect(filterSeries(series, query("status=Completed&category=TV"))).toHaveLength(0);
  });

  it("treat All, unknown values and the two dates as no filter", () => {
    expect(filterSeries(series, query("genre=&status=Whatever&start=2020-01-01&end=2020-01-02"))).toHaveLength(2);
  });
});
