import { describe, expect, it } from "vitest";
import { readBrowseQuery } from "./browse";

const query = (text: string) => readBrowseQuery(new URLSearchParams(text));

describe("the browse filter bar's parameters", () => {
  it("keep a trimmed search and known options", () => {
    expect(query("q=%20JADE%20&genre=Slice+of+Life&status=Completed&network=Youku&season=Spring&category=ONA")).toMatchObject({
      q: "JADE",
      genre: "Slice of Life",
      status: "Completed",
      network: "Youku",
      season: "Spring",
      category: "ONA",
    });
  });

  it("treat All and unknown values as no filter, and keep the two dates without using them", () => {
    expect(query("genre=&status=Whatever&start=2020-01-01&end=2020-01-02")).toMatchObject({
      genre: "",
      status: "",
      start: "2020-01-01",
      end: "2020-01-02",
    });
  });

  it("keep a known order and drop an unknown one", () => {
    expect(query("sort=members").sort).toBe("members");
    expect(query("sort=score").sort).toBe("score");
    expect(query("sort=toString").sort).toBe("");
    expect(query("sort=relevance").sort).toBe("");
  });

  it("keep the has-a-dub box only when it is ticked (has_dub=true)", () => {
    expect(query("has_dub=true").has_dub).toBe(true);
    expect(query("has_dub=on").has_dub).toBe(false);
    expect(query("").has_dub).toBe(false);
  });

  it("cut a long search to 100 characters", () => {
    expect(query(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });
});
