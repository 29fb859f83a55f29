// Every way a caller could come upon a series, for the caps on content ratings (decisions 073,
// 074): the API's lists, search, suggestions, Top 10, schedule, similar rows and the series' own
// calls, a room on its episode, and the pages, feeds and sitemap. A test makes the series (each
// with an episode, a schedule entry, a Top 10 place and tags in common with an anchor series, so the
// daily upkeep puts it in the anchor's similar row) and asks which ways each is found by.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { todayIn } from "~/lib/dates";
import type { SeriesRating } from "~/lib/vocabulary/series";
import { call } from "./api";
import { realSeriesWithIds } from "./real-titles";
import { dailyUpkeep, fetchWorker } from "./worker";

export type Findable = { id: number; slug: string; title: string; episodeId: number };
/** Who asks: a token for the API (none: a visitor), and the page session cookie that goes with it. */
export type Asker = { token?: string; cookie?: string; admin?: boolean };

// Shared by these series alone: the demo names none of them.
const TAGS = ["Paper Boats", "Night Ferries"];

/**
 * One series per rating, from real titles taken `from` the end of the dataset, with an anchor they
 * are each like; answers them by rating, and the anchor's id.
 */
export async function findableSeries<R extends SeriesRating>(admin: string, ratings: readonly R[], from: number) {
  const today = todayIn(env.SITE_TIMEZONE);
  const titles = realSeriesWithIds(from).slice(-(ratings.length + 1));
  const anchor = await call("POST", "/series", {
    token: admin,
    json: { title: titles[0]!.title, description: "Like the rest.", tags: TAGS },
  });
  expect(anchor.status, JSON.stringify(anchor.data)).toBe(201);
  const made = {} as Record<R, Findable>;
  for (const [index, rating] of ratings.entries()) {
    const { title } = titles[index + 1]!;
    const created = await call("POST", "/series", { token: admin, json: { title, description: "Rated here.", rating, tags: TAGS } });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const episode = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: created.data.id, episode_number: 1, title: "One", description: "The first." },
    });
    expect(episode.status, JSON.stringify(episode.data)).toBe(201);
    const scheduled = await call("POST", "/schedule", {
      token: admin,
      json: { series_id: created.data.id, air_date: today, air_time: "21:00" },
    });
    expect(scheduled.status, JSON.stringify(scheduled.data)).toBe(201);
    made[rating] = { id: created.data.id, slug: created.data.slug, title, episodeId: episode.data.id };
  }
  const top = await call("POST", "/top10", {
    token: admin,
    json: { tab: "weekly", list: ratings.map((rating) => ({ series_id: made[rating].id })) },
  });
  expect(top.status, JSON.stringify(top.data)).toBe(200);
  // The similar rows are the daily upkeep's to make.
  await dailyUpkeep();
  return { made, anchorId: anchor.data.id as number };
}

const itemIds = (items: { id: number }[]) => items.map((item) => item.id);

/** Which ways `asker` finds each of `series` by; a visitor's include the sitemap, an admin's only the API's. */
export async function waysIn(asker: Asker, series: Record<string, Findable>, anchorId: number) {
  const { token } = asker;
  const headers = asker.cookie ? { Cookie: asker.cookie } : undefined;
  const [listed, top, schedule, similar] = await Promise.all([
    call("GET", "/series?limit=100", { token }),
    call("GET", "/top10?tab=weekly", { token }),
    call("GET", "/schedule", { token }),
    call("GET", `/series/${anchorId}/similar`, { token }),
  ]);
  const pages = !asker.admin;
  const feed = pages ? await (await fetchWorker("/feed.xml", { headers })).text() : "";
  const sitemap = !token ? await (await fetchWorker("/sitemaps/series-1.xml")).text() : "";
  const found = new Map<string, string[]>();
  for (const [name, { id, slug, title, episodeId }] of Object.entries(series)) {
    const ways: string[] = [];
    const q = encodeURIComponent(title);
    if (itemIds(listed.data).includes(id)) ways.push("list");
    if (itemIds((await call("GET", `/series?q=${q}`, { token })).data).includes(id)) ways.push("search");
    if (itemIds((await call("GET", `/series/suggest?q=${q}`, { token })).data.items).includes(id)) ways.push("suggestion");
    if ((await call("GET", `/series/${id}`, { token })).status === 200) ways.push("series");
    if ((await call("GET", `/episodes/${episodeId}`, { token })).status === 200) ways.push("episode");
    if ((await call("GET", `/episodes?series_id=${id}`, { token })).data.length > 0) ways.push("episodes");
    if (top.data.some((entry: { series_id: number }) => entry.series_id === id)) ways.push("top10");
    if (schedule.data.some((entry: { series_id: number | null }) => entry.series_id === id)) ways.push("schedule");
    if (itemIds(similar.data).includes(id)) ways.push("similar");
    if (token && (await call("POST", "/rooms", { token, json: { episode_id: episodeId } })).status === 201) ways.push("room");
    if (pages) {
      if ((await fetchWorker(`/${slug}`, { headers })).status === 200) ways.push("series page");
      if ((await fetchWorker(`/${slug}/episode/1`, { headers })).status === 200) ways.push("episode page");
      // Both write the address as a link does: its slug's non-ASCII letters escaped.
      const address = `/${encodeURIComponent(slug)}`;
      if (feed.includes(`${address}/episode/1<`)) ways.push("feed");
      if (!token && sitemap.includes(`${address}<`)) ways.push("sitemap");
    }
    found.set(name, ways);
  }
  return found;
}

/** Every way each kind of asker has: an admin's token the API's, a viewer's the pages and rooms too, a visitor the sitemap. */
const API_WAYS = ["list", "search", "suggestion", "series", "episode", "episodes", "top10", "schedule", "similar"];
export const EVERY_WAY = {
  admin: API_WAYS,
  viewer: [...API_WAYS, "room", "series page", "episode page", "feed"],
  visitor: [...API_WAYS, "series page", "episode page", "feed", "sitemap"],
};
