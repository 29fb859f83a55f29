import { describe, expect, it } from "vitest";
import { type FranchiseLink, type FranchiseMember, watchOrder } from "./order";
import { INVERSE_RELATION, type RelationKind } from "~/lib/vocabulary/series-relations";

const member = (id: number, year: number | null, season: string | null = null): FranchiseMember => ({ id, year, season });
/** A link as the site keeps it: both ways. */
const both = (seriesId: number, kind: RelationKind, relatedId: number): FranchiseLink[] => [
  { seriesId, relatedId, kind },
  { seriesId: relatedId, relatedId: seriesId, kind: INVERSE_RELATION[kind] },
];

describe("a franchise in watch order", () => {
  // Two seasons, a film between them, a side story of the first and a recap of the film.
  const [first, film, second, sideStory, recap] = [
    member(1, 2019, "Spring"),
    member(2, 2020, "Fall"),
    member(5, 2021, "Fall"),
    member(3, 2021, "Winter"),
    member(4, 2021, "Fall"),
  ];
  const links = [...both(1, "sequel", 2), ...both(2, "sequel", 5), ...both(1, "side_story", 3), ...both(2, "summary", 4)];

  it("runs along the sequels, each side story and recap right after its own series", () => {
    expect(watchOrder([second, recap, sideStory, film, first], links)).toEqual([1, 3, 2, 4, 5]);
  });

  it("reads the same from links kept one way only, either way", () => {
    for (const way of [0, 1]) {
      const oneWay = links.filter((_, index) => index % 2 === way);
      expect(watchOrder([first, film, second, sideStory, recap], oneWay)).toEqual([1, 3, 2, 4, 5]);
    }
  });

  it("follows the links over release dates, and release dates where the links say nothing", () => {
    // A prequel made later is still watched first; two series unlinked go by their years.
    const prequelMadeLater = [member(10, 2015), member(11, 2022), member(12, 2018)];
    expect(watchOrder(prequelMadeLater, both(10, "prequel", 11))).toEqual([11, 10, 12]);
  });

  it("places a version beside the earlier one, and a loop of links still places everyone once", () => {
    expect(watchOrder([member(21, 2010), member(20, 2005)], both(21, "alternative", 20))).toEqual([20, 21]);
    const loop = [...both(30, "sequel", 31), ...both(31, "sequel", 32), { seriesId: 32, relatedId: 30, kind: "sequel" as const }];
    const order = watchOrder([member(30, 2001), member(31, 2002), member(32, 2003)], loop);
    expect([...order].sort()).toEqual([30, 31, 32]);
    expect(order[0]).toBe(30);
  });

  it("places another version after the whole run of the one it retells, not inside it", () => {
    // A 2003 series and its sequel film; a 2009 retelling and its OVA.
    const [original, film, remake, ova] = [member(40, 2003), member(41, 2005), member(42, 2009), member(43, 2010)];
    const links = [...both(40, "sequel", 41), ...both(42, "alternative", 40), ...both(42, "side_story", 43)];
    expect(watchOrder([remake, ova, film, original], links)).toEqual([40, 41, 42, 43]);
  });

  it("leaves out links to series it was not given", () => {
    expect(watchOrder([member(1, 2019)], both(1, "sequel", 99))).toEqual([1]);
  });
});
