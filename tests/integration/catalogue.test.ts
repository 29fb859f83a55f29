// The SQL lists against the spec's rules, written here plainly in JavaScript over the same rows:
// random catalogues and random filters (fast-check, seeded) must give identical results.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { episodes, genres, series, seriesGenres } from "~/.server/db/schema";
import { findSeriesPage, type SeriesFilter, type SeriesOrder } from "~/domain/series/catalogue.server";
import { genreNames, seriesNetworks, seriesSeasons, seriesStatuses, seriesTypes } from "~/lib/vocabulary/series";
import { slugify } from "~/lib/slug";
import { searchTermsOf } from "~/lib/title-search";
import { seedDemo, testAppContext } from "../support/app-context";

const words = [
  "Dragon",
  "drag",
  "Jade",
  "Lotus",
  "moon",
  "Tide",
  "Blade",
  "Ramen",
  "Azure",
  "Fox",
  "The",
  "of",
  "ZERO",
  "x",
  "Q&A",
  "50%",
  "an_d",
  '"Quoted"',
];
const oneOf = <T>(values: readonly T[]) => fc.constantFrom(...values);
const maybe = <T>(values: readonly T[]) => fc.option(oneOf(values), { nil: null });

type Row = {
  id: number;
  title: string;
  status: string | null;
  network: string | null;
  season: string | null;
  type: string | null;
  updatedAt: string;
  genres: string[];
  newest: number | null;
};

const db = () => testAppContext().db;

async function readAll(): Promise<Row[]> {
  const [rows, links, episodeRows] = await db().batch([
    db().select().from(series),
    db()
      .select({ seriesId: seriesGenres.seriesId, name: genres.name })
      .from(seriesGenres)
      .innerJoin(genres, eq(genres.id, seriesGenres.genreId)),
    db().select({ seriesId: episodes.seriesId, number: episodes.episodeNumber }).from(episodes),
  ]);
  return rows.map((row) => {
    const numbers = episodeRows.filter((episode) => episode.seriesId === row.id).map((episode) => episode.number);
    return {
      ...row,
      genres: links
        .filter((link) => link.seriesId === row.id)
        .map((link) => link.name)
        .sort(),
      newest: numbers.length ? Math.max(...numbers) : null,
    };
  });
}

// Written as the visitor spec states it (section 5) and as A to Z read it before it was SQL.
function specList(rows: Row[], filter: SeriesFilter, order: SeriesOrder): number[] {
  const needle = filter.q?.toLowerCase();
  const matching = rows.filter(
    (row) =>
      (!needle || row.title.toLowerCase().includes(needle)) &&
      (!filter.genre || row.genres.includes(filter.genre)) &&
      (!filter.status || row.status === filter.status) &&
      (!filter.network || row.network === filter.network) &&
      (!filter.season || row.season === filter.season) &&
      (!filter.category || row.type === filter.category) &&
      (!filter.letter || row.title.trim().toUpperCase().startsWith(filter.letter)),
  );
  const byTitle = (a: Row, b: Row) =>
    a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : a.id - b.id;
  const byUpdated = (a: Row, b: Row) => (a.updatedAt === b.updatedAt ? b.id - a.id : a.updatedAt < b.updatedAt ? 1 : -1);
  return matching.sort(order === "title" ? byTitle : byUpdated).map((row) => row.id);
}

let all: Row[] = [];

beforeAll(async () => {
  await seedDemo();
  const genreRows = await db().select().from(genres);
  const generated = fc.sample(
    fc.record({
      words: fc.array(oneOf(words), { minLength: 1, maxLength: 4 }),
      status: maybe(seriesStatuses),
      network: maybe(seriesNetworks),
      season: maybe(seriesSeasons),
      type: maybe(seriesTypes),
      day: fc.integer({ min: 1, max: 28 }),
      genres: fc.subarray(
        genreRows.map((genre) => genre.id),
        { maxLength: 3 },
      ),
    }),
    { numRuns: 120, seed: 8 },
  );
  const seen = new Set<string>();
  const fresh = generated.filter((item) => {
    const slug = slugify(`${item.words.join(" ")} ${item.day}`);
    return slug !== "" && !seen.has(slug) && seen.add(slug);
  });
  const inserted = await db().batch(
    fresh.map((item) =>
      db()
        .insert(series)
        .values({
          title: `${item.words.join(" ")} ${item.day}`,
          slug: slugify(`${item.words.join(" ")} ${item.day}`),
          searchTerms: searchTermsOf([`${item.words.join(" ")} ${item.day}`]),
          status: item.status,
          network: item.network,
          season: item.season,
          type: item.type,
          updatedAt: `2026-10-${String(item.day).padStart(2, "0")}T12:00:00.000Z`,
        })
        .returning({ id: series.id }),
    ) as unknown as Parameters<ReturnType<typeof db>["batch"]>[0],
  );
  const links = fresh.flatMap((item, index) =>
    item.genres.map((genreId) => ({ seriesId: (inserted[index] as { id: number }[])[0]!.id, genreId })),
  );
  for (let start = 0; start < links.length; start += 40)
    await db()
      .insert(seriesGenres)
      .values(links.slice(start, start + 40));
  all = await readAll();
});

const filters = fc.record(
  {
    q: fc.oneof(
      oneOf(words),
      fc.string({ minLength: 1, maxLength: 4, unit: fc.constantFrom(...'adgnorxZ%_ "') }),
      oneOf(["ag", "on", "o", "e J", "DRAGON"]),
    ),
    genre: oneOf(genreNames),
    status: oneOf(seriesStatuses),
    network: oneOf(seriesNetworks),
    season: oneOf(seriesSeasons),
    category: oneOf(seriesTypes),
    letter: oneOf([..."ABDFJLMQRTXZ"]),
  },
  { requiredKeys: [] },
);

describe("series lists in SQL", () => {
  it("hold what the spec's filters, A to Z letters and search select, in the same order", async () => {
    expect(all.length).toBeGreaterThan(100);
    await fc.assert(
      fc.asyncProperty(filters, oneOf(["updated", "title"] as const), async (filter, order) => {
        const found = await findSeriesPage(testAppContext(), filter, order, { limit: 1000, offset: 0 });
        const expected = specList(all, filter, order);
        expect(found.items.map((item) => item.id)).toEqual(expected);
        expect(found.total).toBe(expected.length);
      }),
      // Most random filters select a few rows; the examples make sure whole, tied lists are compared too.
      {
        numRuns: 150,
        seed: 42,
        examples: [
          [{}, "updated"],
          [{}, "title"],
          [{ q: "ag" }, "updated"],
          [{ q: "o" }, "title"],
          [{ letter: "T" }, "title"],
          [{ genre: "Action" }, "updated"],
        ],
      },
    );
  });

  it("give each card its own genres and its newest episode", async () => {
    const found = await findSeriesPage(testAppContext(), {}, "updated", { limit: 1000, offset: 0 });
    expect(found.items.some((item) => item.latest_episode !== null)).toBe(true);
    for (const item of found.items) {
      const expected = all.find((row) => row.id === item.id)!;
      expect([...item.genres].sort(), item.title).toEqual(expected.genres);
      expect(item.latest_episode?.episode_number ?? null, item.title).toBe(expected.newest);
    }
  });

  it("page through a list without losing or repeating a series", async () => {
    const pages = [];
    for (let offset = 0; offset < all.length + 7; offset += 7)
      pages.push(...(await findSeriesPage(testAppContext(), {}, "title", { limit: 7, offset })).items);
    expect(pages.map((item) => item.id)).toEqual(specList(all, {}, "title"));
  });

  it("count ten pages past the one shown at most, and say when there are more (issue #25)", async () => {
    const first = await findSeriesPage(testAppContext(), {}, "title", { limit: 5, offset: 0 });
    expect(first).toMatchObject({ total: 50, capped: true });
    const later = await findSeriesPage(testAppContext(), {}, "title", { limit: 5, offset: 60 });
    expect(later).toMatchObject({ total: Math.min(all.length, 110), capped: all.length > 110 });
    const whole = await findSeriesPage(testAppContext(), {}, "title", { limit: 1000, offset: 0 });
    expect(whole).toMatchObject({ total: all.length, capped: false });
  });

  it("find a prefix such as 'drag' inside longer words, case-insensitively", async () => {
    const found = await findSeriesPage(testAppContext(), { q: "DRAG" }, "updated", { limit: 1000, offset: 0 });
    expect(found.items.some((item) => item.title.includes("Dragon"))).toBe(true);
    expect(found.items.every((item) => item.title.toLowerCase().includes("drag"))).toBe(true);
  });
});
