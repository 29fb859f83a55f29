import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { findSeriesSuggestions } from "~/domain/series/suggestions.server";
import { searchTermsOf } from "~/lib/title-search";
import { call, expectError } from "../../support/api";
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
    expect(await findSeriesSuggestions(app, "zephyr", 3)).toHaveLength(3);
    expect(await findSeriesSuggestions(app, "z", 2)).toHaveLength(2);
    expect(await findSeriesSuggestions(app, "   ")).toEqual([]);
  });
});
