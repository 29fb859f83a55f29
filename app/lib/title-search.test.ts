import { describe, expect, it } from "vitest";
import { foldForSearch, pairPhrase, pairTokens, placedRuns, searchTermsOf } from "./title-search";

/** Whether the phrase of `query` occurs, token for token, in the indexed terms (what FTS5 checks). */
function phraseIn(terms: string, query: string) {
  const haystack = ` ${terms} `;
  return haystack.includes(` ${pairTokens(query).join(" ")} `);
}

describe("search terms over every title", () => {
  it("folds width and case as NFKC and lower case", () => {
    expect(foldForSearch("ＳＴＥＩＮＳ；ＧＡＴＥ")).toBe("steins;gate");
  });

  it("finds any inner substring of two or more characters of any title", () => {
    const terms = searchTermsOf(["暮光幻影", "STEINS;GATE 0", "Twilight Phantom"]);
    for (const query of ["光幻", "暮光幻影", "STEINS", "ns;ga", "ｓｔｅｉｎｓ", "gate 0", "light ph", "ph"])
      expect(phraseIn(terms, query), query).toBe(true);
    for (const query of ["幻光", "gate0", "影st", "0tw"]) expect(phraseIn(terms, query), query).toBe(false);
  });

  it("keeps titles apart: no phrase runs from the end of one title into the next", () => {
    const terms = searchTermsOf(["ab", "cd"]);
    expect(phraseIn(terms, "abcd")).toBe(false);
    expect(phraseIn(terms, "bc")).toBe(false);
  });

  it("quotes a query as one FTS5 phrase of hex tokens, whatever it holds", () => {
    expect(pairPhrase('a"b')).toBe('"6122 2262"');
  });

  it("holds a run to a whole title, a title's start or a word's start", () => {
    const terms = searchTermsOf(["Steins Gate", "命运石之门"]);
    const holds = (query: string, place: keyof ReturnType<typeof placedRuns>) => terms.includes(placedRuns(query)[place]);
    expect(holds("命运石之门", "whole")).toBe(true);
    expect(holds("命运", "whole")).toBe(false);
    expect(holds("命运", "start")).toBe(true);
    expect(holds("石之", "start")).toBe(false);
    expect(holds("石之", "anywhere")).toBe(true);
    expect(holds("gate", "word")).toBe(true);
    expect(holds("ate", "word")).toBe(false);
    expect(holds("ate", "anywhere")).toBe(true);
    expect(holds("gate命", "anywhere")).toBe(false);
  });
});
