// Issue #39: search at the field's size. Every title of bangumi-data (8,483 series, nearly all with
// Chinese or Japanese main titles) goes through the admin import; then a title a viewer types the
// start of, or a word from inside, is found on the first page of /list, in the suggestions and
// through the API, wherever few enough main titles hold what was typed, however many series hold
// it in another title.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BROWSE_PAGE_SIZE } from "~/domain/series/browse";
import { SUGGESTION_LIMIT } from "~/domain/series/suggestions.server";
import { foldForSearch } from "~/lib/title-search";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { adminToken, call } from "../support/api";
import { REAL_TITLE_COUNT, realSeriesRows, realTitleLanguages } from "../support/real-titles";
import { fetchWorker } from "../support/worker";

type Stored = { id: number; slug: string; title: string; lang: string };

let stored: Stored[] = [];
/** How many main titles hold each two-character piece, and how many series hold it in any title (folded as search folds them). */
let inMainTitles = new Map<string, number>();
let inAnyTitle = new Map<string, number>();

const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2}$/u;
/** For each two-character piece, how many of `texts` hold it. */
function pieceCounts(texts: string[]) {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const chars = [...foldForSearch(text)];
    for (const piece of new Set(chars.slice(1).map((char, i) => chars[i] + char))) counts.set(piece, (counts.get(piece) ?? 0) + 1);
  }
  return counts;
}
const mainTitlesHolding = (piece: string) => inMainTitles.get(foldForSearch(piece)) ?? 0;
const seriesHolding = (piece: string) => inAnyTitle.get(foldForSearch(piece)) ?? 0;
/** The two-character CJK pieces from inside a title (never its first two characters). */
const innerWords = (title: string) => {
  const chars = [...title];
  return chars
    .slice(1, -1)
    .map((char, i) => char + chars[i + 2]!)
    .filter((pair) => CJK.test(pair));
};
/** `count` items spread evenly over `items`, so the sample is not only the newest titles. */
const spread = <T>(items: T[], count: number) => Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);

beforeAll(async () => {
  const rows = realSeriesRows(REAL_TITLE_COUNT);
  const languages = realTitleLanguages(REAL_TITLE_COUNT);
  const screen = "/studio-login/admin/import/series";
  const written = await postAdminForm(
    screen,
    adminCookie(await adminToken()),
    new URLSearchParams({ intent: "import", payload: JSON.stringify(rows), redirectTo: screen }),
  );
  expect(written.status, await written.clone().text()).toBe(302);
  const { results } = await env.DB.prepare("SELECT id, slug, title, alt_titles FROM series ORDER BY id").all<
    Omit<Stored, "lang"> & { alt_titles: string }
  >();
  const byTitle = new Map(rows.map((row, index) => [row.title, languages[index]!]));
  stored = results.filter((row) => byTitle.has(row.title)).map(({ id, slug, title }) => ({ id, slug, title, lang: byTitle.get(title)! }));
  expect(stored.length).toBeGreaterThan(8000);
  inMainTitles = pieceCounts(results.map((row) => row.title));
  // Titles joined by a line break, which no title holds, so no piece runs from one into the next.
  inAnyTitle = pieceCounts(
    results.map((row) => [row.title, ...(JSON.parse(row.alt_titles) as { title: string }[]).map((alt) => alt.title)].join("\n")),
  );
}, 180_000);

/** The ids of the first page of /list for `q` (its cards' links), of the API's first page, and of the suggestions. */
async function firstPages(q: string) {
  const query = new URLSearchParams({ q });
  const list = await (await fetchWorker(`/list?${query}`)).text();
  const api = await call("GET", `/series?${query}&limit=${BROWSE_PAGE_SIZE}`);
  const suggested = await call("GET", `/series/suggest?${query}`);
  return {
    list,
    api: api.data.map((found: { id: number }) => found.id) as number[],
    suggested: suggested.data.items.map((found: { id: number }) => found.id) as number[],
  };
}

describe("search over every bangumi-data title", () => {
  it("puts a donghua on the first page of /list and the API for the first two characters of its title", { timeout: 120_000 }, async () => {
    const checked = stored.filter(
      (series) =>
        series.lang === "zh-Hans" &&
        CJK.test([...series.title].slice(0, 2).join("")) &&
        mainTitlesHolding([...series.title].slice(0, 2).join("")) <= BROWSE_PAGE_SIZE,
    );
    expect(checked.length).toBeGreaterThanOrEqual(26);
    for (const series of checked.slice(0, 26)) {
      const prefix = [...series.title].slice(0, 2).join("");
      const found = await firstPages(prefix);
      expect(found.list, `/list ${prefix} for ${series.title}`).toContain(`href="/${series.slug}"`);
      expect(found.api, `API ${prefix} for ${series.title}`).toContain(series.id);
    }
  });

  it("suggests a title for a two-character word from inside it that few main titles hold, however many other titles do", {
    timeout: 120_000,
  }, async () => {
    // Of each title's inner words that few main titles hold, the one most series hold in some
    // title: the case an order by title alone gets wrong, when those series outnumber the suggestions.
    const candidates = stored.flatMap((series) => {
      const words = innerWords(series.title).filter((piece) => mainTitlesHolding(piece) <= SUGGESTION_LIMIT);
      const word = words.sort((a, b) => seriesHolding(b) - seriesHolding(a))[0];
      return word && seriesHolding(word) > SUGGESTION_LIMIT ? [{ series, word }] : [];
    });
    const checked = spread(candidates, 27);
    expect(new Set(checked.map(({ series }) => series.id)).size).toBe(27);
    for (const { series, word } of checked) {
      const found = await firstPages(word);
      expect(found.suggested, `suggestions ${word} for ${series.title}`).toContain(series.id);
      expect(found.list, `/list ${word} for ${series.title}`).toContain(`href="/${series.slug}"`);
      expect(found.api, `API ${word} for ${series.title}`).toContain(series.id);
    }
  });

  it("leads the admin's series search with the title typed, however many other titles hold it", { timeout: 120_000 }, async () => {
    // Titles other titles hold (a sequel's, a spin-off's): by date, those could fill the admin's
    // page of three before the title itself.
    const folded = stored.map((series) => foldForSearch(series.title));
    const heldByOthers = (index: number) =>
      folded.filter((title, other) => other !== index && title.includes(folded[index]!)).length >= 3 &&
      !folded.some((title, other) => other !== index && title === folded[index]);
    const candidates = stored.filter((series, index) => [...series.title].length >= 2 && heldByOthers(index));
    expect(candidates.length).toBeGreaterThanOrEqual(6);
    const cookie = adminCookie(await adminToken());
    for (const series of spread(candidates, 6)) {
      const screen = `/studio-login/admin/manage-series?q=${encodeURIComponent(series.title)}`;
      const html = await (await fetchWorker(screen, { headers: { Cookie: cookie } })).text();
      expect(html.match(/href="\/([^"]+)" target="_blank"/)?.[1], series.title).toBe(series.slug);
    }
  });

  it("counts an API search up to 1,000 matches past the page, and leaves the count out past that", async () => {
    const held = [...inAnyTitle].filter(([piece]) => [...piece].length === 2 && !/\s/.test(piece)).sort((a, b) => b[1] - a[1]);
    const [common, commonCount] = held[0]!;
    expect(commonCount).toBeGreaterThan(1_024);
    const search = (q: string, offset: number) => call("GET", `/series?${new URLSearchParams({ q, offset: String(offset), limit: "24" })}`);
    const first = await search(common, 0);
    expect(first.headers.get("X-Total-Count")).toBeNull();
    expect(first.headers.get("Link")).toContain('rel="next"');
    // Near the end, all the rest is within 1,000 of the page: counted exactly, and no next page past the last.
    const last = await search(common, commonCount - 10);
    expect(Number(last.headers.get("X-Total-Count"))).toBe(commonCount);
    expect(last.headers.get("Link")).not.toContain('rel="next"');
    const [rare, rareCount] = held.find(([, count]) => count > 30 && count < 500)!;
    expect(Number((await search(rare, 0)).headers.get("X-Total-Count"))).toBe(rareCount);
  });

  it("answers the issue's own searches: the title that starts with the words typed is on the first page", async () => {
    const seriesTitled = (title: string) => stored.find((row) => row.title === title)!;
    expect((await firstPages("命运")).api).toContain(seriesTitled("命运石之门 0").id);
    expect((await firstPages("时空")).api).toContain(seriesTitled("时空使徒").id);
    expect((await firstPages("魔人")).suggested).toContain(seriesTitled("戒魔人").id);
  });
});
