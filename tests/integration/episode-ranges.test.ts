// A long series shows its episodes fifty at a time on the series page and in the episode
// page's Other Episodes strip, through links and a GET form only.
import { beforeAll, describe, expect, it } from "vitest";
import { episodes, series } from "~/.server/db/schema";
import { testAppContext } from "../support/app-context";
import { fetchWorker } from "../support/worker";

const SLUG = "a-very-long-runner";
const COUNT = 250;

beforeAll(async () => {
  const { db } = testAppContext();
  const [created] = await db.insert(series).values({ title: "A Very Long Runner", slug: SLUG }).returning({ id: series.id });
  const rows = Array.from({ length: COUNT }, (_, index) => ({
    seriesId: created!.id,
    episodeNumber: index + 1,
    title: `Chapter ${index + 1}`,
  }));
  for (let start = 0; start < rows.length; start += 25) await db.insert(episodes).values(rows.slice(start, start + 25));
});

async function page(path: string) {
  const response = await fetchWorker(path);
  expect(response.status).toBe(200);
  return response.text();
}

// The episode numbers of the cards in one list of the page, in page order.
const cardNumbers = (html: string, section: string) => {
  const start = html.indexOf(`id="${section}"`);
  const part = html.slice(start, html.indexOf("</section>", start));
  return [...part.matchAll(/href="\/a-very-long-runner\/episode\/(\d+)"/g)].map((match) => Number(match[1]));
};

describe("the series page of a long series", () => {
  it("shows the first fifty episodes and a link to every range", async () => {
    const html = await page(`/${SLUG}`);
    expect(cardNumbers(html, "episodes")).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    for (const label of ["1–50", "51–100", "101–150", "151–200", "201–250"]) expect(html).toContain(`>${label}</a>`);
    expect(html).toContain(`href="/${SLUG}?range=5#episodes"`);
  });

  it("shows the range asked for, newest first when asked", async () => {
    expect(cardNumbers(await page(`/${SLUG}?range=5`), "episodes")).toEqual(Array.from({ length: 50 }, (_, index) => 201 + index));
    expect(cardNumbers(await page(`/${SLUG}?order=desc`), "episodes").slice(0, 3)).toEqual([250, 249, 248]);
    expect(cardNumbers(await page(`/${SLUG}?range=4&order=desc`), "episodes").slice(0, 2)).toEqual([200, 199]);
  });

  it("jumps to the range of a number and says so when there is no such episode", async () => {
    const html = await page(`/${SLUG}?ep=150`);
    expect(cardNumbers(html, "episodes")[0]).toBe(101);
    expect(html).not.toContain("Episode 150 not found");
    expect(await page(`/${SLUG}?ep=999`)).toContain("Episode 999 not found");
  });

  it("links the floating play button to the newest episode", async () => {
    const button = (await page(`/${SLUG}?range=1`)).match(/<a [^>]*aria-label="Watch Latest Episode"[^>]*>/)?.[0];
    expect(button).toContain(`href="/${SLUG}/episode/250"`);
  });
});

describe("the episode page of a long series", () => {
  it("shows the range of the current episode in Other Episodes, with its neighbours as Previous and Next", async () => {
    const html = await page(`/${SLUG}/episode/150`);
    expect(cardNumbers(html, "others")).toEqual(Array.from({ length: 50 }, (_, index) => 101 + index));
    expect(html).toMatch(/href="\/a-very-long-runner\/episode\/149"[^>]*>.*?Previous/);
    expect(html).toMatch(/href="\/a-very-long-runner\/episode\/151"[^>]*>Next/);
  });

  it("pages the strip without leaving the episode", async () => {
    const html = await page(`/${SLUG}/episode/150?range=5`);
    expect(html).toContain("Chapter 150");
    expect(cardNumbers(html, "others")[0]).toBe(201);
  });
});

describe("ranges read from the index", () => {
  const make = async (slug: string, numbers: number[]) => {
    const { db } = testAppContext();
    const [created] = await db.insert(series).values({ title: slug, slug }).returning({ id: series.id });
    const rows = numbers.map((episodeNumber) => ({ seriesId: created!.id, episodeNumber, title: `Part ${episodeNumber}` }));
    for (let start = 0; start < rows.length; start += 25) await db.insert(episodes).values(rows.slice(start, start + 25));
  };
  const rangeLinks = (html: string, slug: string) =>
    [...html.matchAll(new RegExp(`href="/${slug}\\?range=(\\d+)#episodes"[^>]*>([^<]*)</a>`, "g"))].map((match) => [
      Number(match[1]),
      match[2],
    ]);

  it("shows only the ranges that hold an episode, each to its last number", async () => {
    // A run, a gap of two ranges, then a later season numbered on.
    await make("a-gapped-runner", [...Array.from({ length: 40 }, (_, index) => index + 1), 301, 302, 310]);
    const html = await page("/a-gapped-runner");
    expect(rangeLinks(html, "a-gapped-runner")).toEqual([
      [1, "1–40"],
      [7, "301–310"],
    ]);
    expect(html).toContain("Newest first");
  });

  it("offers no order for a series of one episode, and no ranges for one range", async () => {
    await make("a-single-special", [7]);
    const html = await page("/a-single-special");
    expect(rangeLinks(html, "a-single-special")).toEqual([]);
    expect(html).not.toContain("Newest first");
    await make("a-short-run", [1, 2]);
    expect(await page("/a-short-run")).toContain("Newest first");
  });
});
