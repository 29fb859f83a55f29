import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { findSeriesSuggestions } from "~/domain/series/suggestions.server";
import { searchTermsOf, startRange } from "~/lib/title-search";
import { countEpisodeView } from "~/domain/visitors/commands.server";
import { rollUpSeriesViews } from "~/domain/visitors/series-views.server";
import { adminToken, call, expectError } from "../../support/api";
import { fetchWorker } from "../../support/worker";
import { seedDemo, testAppContext } from "../../support/app-context";

type Suggestion = { id: number; slug: string; title: string; cover: string; year: number | null };

const suggest = async (q: string) => {
  const response = await call("GET", `/series/suggest?${new URLSearchParams({ q })}`);
  expect(response.status, JSON.stringify(response.data)).toBe(200);
  return response.data.items as Suggestion[];
};
const titles = (items: Suggestion[]) => items.map((item) => item.title);

beforeAll(async () => {
  await seedDemo();
  // Ten more titles sharing a prefix, so a broad query has more matches than it may answer.
  const insert = env.DB.prepare("INSERT INTO series (title, slug, description, search_terms) VALUES (?, ?, 'x', ?)");
  await env.DB.batch(
    Array.from({ length: 10 }, (_, i) => insert.bind(`Zephyr Run ${i + 1}`, `zephyr-run-${i + 1}`, searchTermsOf([`Zephyr Run ${i + 1}`]))),
  );
});

describe("GET /api/series/suggest", () => {
  it("suggests the series whose title holds the text, those starting with it first, each with slug, cover and year", async () => {
    const response = await call("GET", "/series/suggest?q=the");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60, s-maxage=300");
    expect(titles(response.data.items)).toEqual([
      "The Abacus General",
      "The Lantern Keeper's Daughter",
      "The Peach Blossom Pact",
      "The Silent Calligrapher",
      "Ashes of the Phoenix Court",
      "Ballad of the Bamboo Forest",
      "Sword of the Jade Emperor",
      "Whispers Beneath the Willow",
    ]);
    expect(response.data.items[0]).toEqual({
      id: expect.any(Number),
      slug: "the-abacus-general",
      title: "The Abacus General",
      cover: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.png$/),
      year: 2022,
    });
  });

  it("finds a substring in any case", async () => {
    expect(titles(await suggest("  RAMEN DETEC "))).toEqual(["Stellar Ramen Detectives"]);
  });

  it("matches one character against the start of titles, two or more anywhere in them, those starting with it first", async () => {
    const th = titles(await suggest("th"));
    expect(th.slice(0, 5)).toEqual([
      "The Abacus General",
      "The Lantern Keeper's Daughter",
      "The Peach Blossom Pact",
      "The Silent Calligrapher",
      "Thunder Drum Festival",
    ]);
    expect(th).toHaveLength(8);
    expect(th.every((title) => title.toLowerCase().includes("th"))).toBe(true);
    expect(titles(await suggest("Q"))).toEqual(["Quantum Dumpling Shop"]);
    const ea = titles(await suggest("ea"));
    expect(ea.length).toBeGreaterThan(0);
    expect(ea.every((title) => title.toLowerCase().includes("ea"))).toBe(true);
  });

  it("answers the placeholder cover and a null year for a series without them", async () => {
    const [first] = await suggest("zephyr run 1");
    expect(first).toMatchObject({ title: "Zephyr Run 1", slug: "zephyr-run-1", cover: "/no-image.png", year: null });
  });

  it("answers at most eight, for short and long text alike", async () => {
    expect(titles(await suggest("z"))).toEqual([
      "Zephyr Run 1",
      "Zephyr Run 10",
      "Zephyr Run 2",
      "Zephyr Run 3",
      "Zephyr Run 4",
      "Zephyr Run 5",
      "Zephyr Run 6",
      "Zephyr Run 7",
    ]);
    expect(await suggest("zephyr")).toHaveLength(8);
  });

  it("takes quotes and LIKE wildcards as plain text", async () => {
    for (const q of ['"', "%", "_", '"zephyr', "50%", "zep%"]) expect(await suggest(q)).toEqual([]);
  });

  it("answers 400 for missing, blank or too long text", async () => {
    await expectError(call("GET", "/series/suggest"), 400, "q is required");
    await expectError(call("GET", "/series/suggest?q=%20%20"), 400, "q is required");
    await expectError(call("GET", `/series/suggest?q=${"a".repeat(101)}`), 400, "q must be at most 100 characters");
    expect((await call("GET", `/series/suggest?q=${"a".repeat(100)}`)).status).toBe(200);
  });
});

describe("findSeriesSuggestions", () => {
  it("honours its limit", async () => {
    const app = testAppContext();
    expect(await findSeriesSuggestions(app, "zephyr", { limit: 3 })).toHaveLength(3);
    expect(await findSeriesSuggestions(app, "z", { limit: 2 })).toHaveLength(2);
    expect(await findSeriesSuggestions(app, "   ")).toEqual([]);
  });
});

describe("the relevance order of a search", () => {
  // Where "tide" stands in each title decides its place; views break ties, never a better place.
  const stories: { title: string; alt?: string; views: number; status?: string }[] = [
    { title: "Riptide", views: 50 }, // inside the main title
    { title: "Ocean Song", alt: "Tide Song", views: 100 }, // the start of another title
    { title: "Tide Runner", views: 0 }, // the start of the main title
    { title: "Red Tide", views: 0, status: "Completed" }, // the start of a word of the main title
    { title: "Tide Walker", views: 5 }, // the start too, and more watched than Tide Runner
    { title: "Tide", views: 0 }, // the whole main title
  ];
  const ids = new Map<string, number>();
  // Today's views join the totals search reads once the day is over (decision 054).
  const watchedAt = new Date();
  const watchedOn = watchedAt.toISOString().slice(0, 10);

  beforeAll(async () => {
    const token = await adminToken();
    for (const story of stories) {
      const alt_titles = story.alt ? [{ lang: "en", title: story.alt }] : [];
      const json = { title: story.title, description: "A tide story", alt_titles, status: story.status };
      const created = await call("POST", "/series", { token, json });
      expect(created.status, JSON.stringify(created.data)).toBe(201);
      ids.set(story.title, created.data.id);
      if (story.views) await countEpisodeView(testAppContext(), created.data.id, watchedOn, story.views);
    }
    await rollUpSeriesViews(testAppContext(), new Date(watchedAt.getTime() + 24 * 60 * 60 * 1000));
  });

  const order = (items: { id: number }[]) => items.map((item) => item.id).filter((id) => [...ids.values()].includes(id));
  const idsOf = (...titles: string[]) => titles.map((title) => ids.get(title)!);
  const idsIn = (items: { id: number }[]) => items.map((item) => item.id);
  const rowsRead = (response: { headers: Headers }) =>
    Number(/d1-rows-read;desc="(\d+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1]);

  it("puts the whole title first, then its start, a word's start, anywhere in it, then the other titles; ties by views", async () => {
    const expected = idsOf("Tide", "Tide Walker", "Tide Runner", "Red Tide", "Riptide", "Ocean Song");
    const ranked = await call("GET", "/series?q=TIDE");
    expect(order(ranked.data)).toEqual(expected);
    // Counted from the index alone, the count is still every series holding it in some title.
    const holding = await env.DB.prepare("SELECT count(*) AS n FROM series WHERE title LIKE '%tide%' OR alt_titles LIKE '%tide%'").first<{
      n: number;
    }>();
    expect(Number(ranked.headers.get("X-Total-Count"))).toBe(holding!.n);
    expect(order((await call("GET", "/series?q=tide&sort=relevance")).data)).toEqual(expected);
    expect(order(await suggest("tide")).slice(0, 6)).toEqual(expected);
    const list = await (await fetchWorker("/list?q=tide")).text();
    for (const title of ids.keys()) expect(list.indexOf(`>${title}<`), title).toBeGreaterThan(0);
    const onPage = [...ids.entries()].sort(([a], [b]) => list.indexOf(`>${a}<`) - list.indexOf(`>${b}<`)).map(([, id]) => id);
    expect(onPage).toEqual(expected);
  });

  it("gives every window the same series whether the main titles that start with the search fill it or not", async () => {
    const everyMatch = await call("GET", "/series?q=tide&limit=100");
    const whole = idsIn(everyMatch.data);
    expect(whole).toHaveLength(Number(everyMatch.headers.get("X-Total-Count")));
    expect(whole.slice(0, 3)).toEqual(idsOf("Tide", "Tide Walker", "Tide Runner"));
    // Four main titles start with "tide" (these three and the demo's Tidecaller): every window but the last is drawn from them alone.
    for (const [offset, limit] of [
      [0, 1],
      [0, 3],
      [1, 2],
      [2, 2],
      [3, 2],
    ] as const) {
      const window = await call("GET", `/series?q=tide&offset=${offset}&limit=${limit}`);
      expect(idsIn(window.data), `offset ${offset}, limit ${limit}`).toEqual(whole.slice(offset, offset + limit));
    }
    expect(idsIn(await findSeriesSuggestions(testAppContext(), "tide", { limit: 2 }))).toEqual(whole.slice(0, 2));
    expect(idsIn(await findSeriesSuggestions(testAppContext(), "tide", { limit: 4 }))).toEqual(whole.slice(0, 4));
  });

  it("draws a window the main titles that start with the search fill from those alone", async () => {
    // The range of terms holds the main titles that start with "tide", not the alternative title "Tide Song".
    const idsWhere = async (sql: string, ...values: string[]) =>
      idsIn(
        (
          await env.DB.prepare(sql)
            .bind(...values)
            .all<{ id: number }>()
        ).results,
      ).sort((a, b) => a - b);
    const { from, to } = startRange("tide");
    const starting = await idsWhere("SELECT id FROM series WHERE search_terms >= ? AND search_terms < ?", from, to);
    expect(starting).toEqual(await idsWhere("SELECT id FROM series WHERE lower(title) LIKE 'tide%'"));
    expect(starting).toEqual(expect.arrayContaining(idsOf("Tide", "Tide Walker", "Tide Runner")));
    // They fill a first window of as many, which then reads fewer rows than the same size of window one
    // further on, which ranks every match.
    const size = starting.length;
    const [filled, unfilled] = await Promise.all([
      call("GET", `/series?q=tide&limit=${size}`),
      call("GET", `/series?q=tide&offset=1&limit=${size}`),
    ]);
    expect(unfilled.data).toHaveLength(size);
    // Ranking every match reads at least one row more for each match that does not start with "tide".
    const others = Number(filled.headers.get("X-Total-Count")) - size;
    expect(others).toBeGreaterThan(0);
    expect(rowsRead(filled)).toBeLessThan(rowsRead(unfilled) - others);
  });

  it("ranks every match of a search with another filter, which could hold back the titles that start with it", async () => {
    const completed = idsIn((await call("GET", "/series?q=tide&status=Completed&limit=100")).data);
    expect(completed).toContain(ids.get("Red Tide"));
    expect(idsIn((await call("GET", "/series?q=tide&status=Completed&limit=1")).data)).toEqual(completed.slice(0, 1));
  });

  it("keeps an order the caller names", async () => {
    expect(order((await call("GET", "/series?q=tide&sort=title")).data)).toEqual(
      idsOf("Ocean Song", "Red Tide", "Riptide", "Tide", "Tide Runner", "Tide Walker"),
    );
    await expectError(call("GET", "/series?q=tide&sort=best"), 400, "sort must be one of relevance, updated, title, members, score");
  });
});
