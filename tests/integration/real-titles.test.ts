// Issue #21: the field's own titles. 1,000 real titles (bangumi-data) go through the admin import,
// more through the API; every series gets a page at a unique slug, search finds each by a piece of
// any of its titles in any script, and A to Z reaches every one.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { A_TO_Z, OTHER_LETTER } from "~/domain/series/browse";
import { COUNT_ALL, findSeriesPage } from "~/domain/series/catalogue.server";
import { isUsableSlug } from "~/lib/slug";
import { siteUrl } from "~/lib/site-url";
import { foldForSearch } from "~/lib/title-search";
import { adminToken, call } from "../support/api";
import { seedDemo, testAppContext } from "../support/app-context";
import { realSeriesRows, type RealSeriesRow } from "../support/real-titles";
import { fetchWorker } from "../support/worker";
import { adminCookie, postAdminForm } from "../support/admin-pages";

const origin = "https://example.com";
const screen = "/studio-login/admin/import/series";
const imported = realSeriesRows(1000);
let cookie: string;
let admin: string;
/** The imported series as stored, in file order. */
let stored: { id: number; slug: string; title: string }[] = [];
/** Every title of every series in the catalogue, folded as search folds them. */
let catalogue: { id: number; titles: string[] }[] = [];

const post = (fields: Record<string, string>) => postAdminForm(screen, cookie, new URLSearchParams(fields));

async function readCatalogue() {
  const { results } = await env.DB.prepare("SELECT id, title, alt_titles FROM series").all<{
    id: number;
    title: string;
    alt_titles: string;
  }>();
  return results.map((row) => ({
    id: row.id,
    titles: [row.title, ...(JSON.parse(row.alt_titles) as { title: string }[]).map((alt) => alt.title)].map(foldForSearch),
  }));
}

/** How many series of the catalogue hold `piece` in one of their titles. */
const matchesOf = (piece: string) => catalogue.filter((entry) => entry.titles.some((title) => title.includes(foldForSearch(piece)))).length;

/** A piece of a title that few series share (at most `most`), or undefined. */
function rarePiece(candidates: string[], most: number) {
  return candidates
    .map((piece) => ({ piece, n: matchesOf(piece) }))
    .filter(({ n }) => n >= 1 && n <= most)
    .sort((a, b) => a.n - b.n)[0]?.piece;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** The two-character pieces from inside a title (never its first two characters), all in CJK. */
const innerPairs = (title: string) => {
  const chars = [...title];
  return chars
    .slice(1, -1)
    .map((char, i) => char + chars[i + 2]!)
    .filter((pair) => [...pair].every((char) => CJK.test(char)));
};
const toFullWidth = (text: string) => text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  cookie = adminCookie(admin);
});

describe("1,000 real titles through the admin import", () => {
  it("previews every row as new and writes them all, each at a non-empty, unique slug whose page answers", {
    timeout: 120_000,
  }, async () => {
    const before = (await env.DB.prepare("SELECT max(id) AS id FROM series").first<{ id: number }>())!.id;
    const payload = JSON.stringify(imported);
    // React writes <!-- --> between the text pieces of one element.
    const preview = (await (await post({ intent: "preview", text: payload })).text()).replaceAll("<!-- -->", "");
    expect(preview).toContain(`${imported.length} new, 0 changed, 0 unchanged, 0 invalid.`);
    const written = await post({ intent: "import", payload, redirectTo: screen });
    expect(written.status, await written.clone().text()).toBe(302);
    expect(new URL(written.headers.get("Location")!, origin).searchParams.get("notice")).toBe(
      `Series import finished: ${imported.length} created, 0 updated, 0 unchanged`,
    );

    stored = (
      await env.DB.prepare("SELECT id, slug, title FROM series WHERE id > ? ORDER BY id")
        .bind(before)
        .all<{ id: number; slug: string; title: string }>()
    ).results;
    expect(stored.map((row) => row.title)).toEqual(imported.map((row) => row.title));
    expect(new Set(stored.map((row) => row.slug)).size).toBe(stored.length);
    for (const { slug } of stored) expect(isUsableSlug(slug), slug).toBe(true);
    for (let start = 0; start < stored.length; start += 20) {
      await Promise.all(
        stored.slice(start, start + 20).map(async ({ slug }) => {
          const page = await fetchWorker(`/${encodeURIComponent(slug)}`);
          expect(page.status, slug).toBe(200);
          expect(await page.text()).toContain(`<link rel="canonical" href="${siteUrl(origin, `/${slug}`)}"/>`);
        }),
      );
    }
    catalogue = await readCatalogue();
  });

  it("finds a series by a two-character piece from inside its Chinese or Japanese title, on /list, the suggestions and the API", {
    timeout: 60_000,
  }, async () => {
    const checked = stored
      .flatMap((series) => {
        const piece = rarePiece(innerPairs(series.title), 8);
        return piece ? [{ series, piece }] : [];
      })
      .slice(0, 40);
    expect(checked.length).toBe(40);
    for (const { series, piece } of checked) await expectFound(series, piece);
  });

  it("finds a series by a word of an alternative title, whatever the width and case typed", { timeout: 60_000 }, async () => {
    const words = (row: RealSeriesRow) =>
      row.alt_titles
        .filter((alt) => alt.lang === "en")
        .flatMap((alt) => alt.title.split(/\s+/))
        .filter((word) => /^[A-Za-z]{4,}$/.test(word));
    const checked = stored
      .flatMap((series, index) => {
        const word = rarePiece(words(imported[index]!), 8);
        return word ? [{ series, word }] : [];
      })
      .slice(0, 30);
    expect(checked.length).toBe(30);
    for (const [index, { series, word }] of checked.entries())
      await expectFound(series, index % 2 ? toFullWidth(word.toUpperCase()) : word.toLowerCase());
  });

  it("places every series under a letter of A to Z or under #, where the titles in other scripts are", async () => {
    const app = testAppContext();
    const { total } = await findSeriesPage(app, {}, "title", { limit: 1, offset: 0 }, COUNT_ALL);
    const perLetter = await Promise.all(
      A_TO_Z.map((letter) => findSeriesPage(app, { letter }, "title", { limit: 1, offset: 0 }, COUNT_ALL)),
    );
    expect(perLetter.reduce((sum, page) => sum + page.total, 0)).toBe(total);
    const other = await (await fetchWorker(`/atoz?${new URLSearchParams({ letter: OTHER_LETTER, size: "48" })}`)).text();
    const cjk = stored.filter((series) => CJK.test([...series.title][0]!)).slice(0, 48);
    expect(cjk.length).toBeGreaterThan(0);
    expect(cjk.some((series) => other.includes(`href="/${series.slug}"`))).toBe(true);
  });
});

describe("real titles through the API", () => {
  it("creates series with their alternative titles, answers them in each language, and finds them by them", async () => {
    const rows = realSeriesRows(1200).slice(0, 100);
    for (const row of rows) {
      const created = await call("POST", "/series", { token: admin, json: row });
      if (created.status === 409) {
        // The same title as a series already here (a remake): the title makes the same slug.
        expect(created.data.error).toBe("A series with this title already exists");
        continue;
      }
      expect(created.status, JSON.stringify(created.data)).toBe(201);
      expect(created.data.alt_titles).toEqual(
        row.alt_titles.filter(
          (alt, index) => row.alt_titles.findIndex((other) => other.lang === alt.lang && other.title === alt.title) === index,
        ),
      );
      expect(isUsableSlug(created.data.slug)).toBe(true);
      const english = row.alt_titles.find((alt) => alt.lang === "en")?.title;
      if (english) {
        const found = await call("GET", `/series?${new URLSearchParams({ q: english, limit: "100" })}`);
        expect(found.data.map((series: { id: number }) => series.id)).toContain(created.data.id);
      }
    }
  });
});

/** The series shows on /list, in the suggestions and in the API's search for `query`. */
async function expectFound(series: { id: number; slug: string; title: string }, query: string) {
  const api = await call("GET", `/series?${new URLSearchParams({ q: query, limit: "100" })}`);
  expect(
    api.data.map((found: { id: number }) => found.id),
    `API ${query} for ${series.title}`,
  ).toContain(series.id);
  const suggested = await call("GET", `/series/suggest?${new URLSearchParams({ q: query })}`);
  expect(
    suggested.data.items.map((found: { id: number }) => found.id),
    `suggestions ${query} for ${series.title}`,
  ).toContain(series.id);
  const list = await (await fetchWorker(`/list?${new URLSearchParams({ q: query })}`)).text();
  expect(list, `/list ${query} for ${series.title}`).toContain(`href="/${series.slug}"`);
}
