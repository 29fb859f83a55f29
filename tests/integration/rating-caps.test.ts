// Issue #84, its second part: the caps on content ratings (decision 073). The site shows no series
// rated above its cap (r_plus unless an admin says otherwise) to anyone but its admins, visitors not
// signed in nothing above theirs, through every page, list, search, suggestion, feed, sitemap, Top 10,
// schedule and API answer, as if the series were not there.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/lib/dates";
import type { SeriesRating } from "~/lib/vocabulary/series";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { realSeriesWithIds } from "../support/real-titles";
import { fetchWorker, pageSessionCookie } from "../support/worker";

type Made = { id: number; slug: string; title: string; episodeId: number };
const RATED: SeriesRating[] = ["rx", "r_plus", "r", "pg"];
const made = {} as Record<SeriesRating, Made>;
let admin: string;
let viewer: Awaited<ReturnType<typeof newUser>>;
let viewerCookie: string;

beforeAll(async () => {
  const today = todayIn(env.SITE_TIMEZONE);
  await seedDemo(today);
  admin = await adminToken();
  viewer = await newUser("capped");
  viewerCookie = await pageSessionCookie(viewer.username, viewer.password);
  const titles = realSeriesWithIds(600).slice(-RATED.length);
  for (const [index, rating] of RATED.entries()) {
    const { title } = titles[index]!;
    const created = await call("POST", "/series", { token: admin, json: { title, description: "Rated here.", rating } });
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
    json: { tab: "weekly", list: RATED.map((rating) => ({ series_id: made[rating].id })) },
  });
  expect(top.status, JSON.stringify(top.data)).toBe(200);
});

const ids = (answer: { data: { id: number; series_id?: number }[] }) => answer.data.map((item) => item.series_id ?? item.id);
const asked = (token?: string) => ({ token });
const pageCookie = (who: "visitor" | "viewer") => (who === "viewer" ? { Cookie: viewerCookie } : undefined);

/** Which of the rated series `who` finds through every way in; the count of each way that found it. */
async function foundBy(who: "visitor" | "viewer" | "admin") {
  const token = who === "viewer" ? viewer.token : who === "admin" ? admin : undefined;
  const [listed, top, schedule] = await Promise.all([
    call("GET", "/series?limit=100", asked(token)),
    call("GET", "/top10?tab=weekly", asked(token)),
    call("GET", "/schedule", asked(token)),
  ]);
  const feed = who === "admin" ? "" : await (await fetchWorker("/feed.xml", { headers: pageCookie(who) })).text();
  // What a search engine reads: a visitor's.
  const sitemap = who === "visitor" ? await (await fetchWorker("/sitemaps/series-1.xml")).text() : "";
  const found = new Map<SeriesRating, string[]>();
  for (const rating of RATED) {
    const { id, slug, title, episodeId } = made[rating];
    const ways: string[] = [];
    if (ids(listed).includes(id)) ways.push("list");
    if ((await call("GET", `/series?q=${encodeURIComponent(title)}`, asked(token))).data.some((one: { id: number }) => one.id === id))
      ways.push("search");
    const suggested = await call("GET", `/series/suggest?q=${encodeURIComponent(title)}`, asked(token));
    if (suggested.data.items.some((one: { id: number }) => one.id === id)) ways.push("suggestion");
    if ((await call("GET", `/series/${id}`, asked(token))).status === 200) ways.push("series");
    if ((await call("GET", `/episodes/${episodeId}`, asked(token))).status === 200) ways.push("episode");
    if ((await call("GET", `/episodes?series_id=${id}`, asked(token))).data.length > 0) ways.push("episodes");
    if (ids(top).includes(id)) ways.push("top10");
    if (schedule.data.some((entry: { series_id: number | null }) => entry.series_id === id)) ways.push("schedule");
    if (who !== "admin") {
      if ((await fetchWorker(`/${slug}`, { headers: pageCookie(who) })).status === 200) ways.push("series page");
      if ((await fetchWorker(`/${slug}/episode/1`, { headers: pageCookie(who) })).status === 200) ways.push("episode page");
      // Both write the address as a link does: its slug's non-ASCII letters escaped.
      const address = `/${encodeURIComponent(slug)}`;
      if (feed.includes(`${address}/episode/1<`)) ways.push("feed");
      if (who === "visitor" && sitemap.includes(`${address}<`)) ways.push("sitemap");
    }
    found.set(rating, ways);
  }
  return found;
}

/** Every way in an admin's token takes; a viewer's pages too; a visitor's the sitemap too. */
const EVERY_WAY = ["list", "search", "suggestion", "series", "episode", "episodes", "top10", "schedule"];
const EVERY_PAGE_WAY = [...EVERY_WAY, "series page", "episode page", "feed"];
const EVERY_VISITOR_WAY = [...EVERY_PAGE_WAY, "sitemap"];

describe("the caps on content ratings", () => {
  it("keep an rx series from everyone but admins by default, and show the rest", async () => {
    const [visitor, signedIn, admins] = await Promise.all([foundBy("visitor"), foundBy("viewer"), foundBy("admin")]);
    for (const [found, every] of [
      [visitor, EVERY_VISITOR_WAY],
      [signedIn, EVERY_PAGE_WAY],
    ] as const) {
      expect(found.get("rx")).toEqual([]);
      for (const rating of ["r_plus", "r", "pg"] as const) expect(found.get(rating)).toEqual(every);
    }
    for (const rating of RATED) expect(admins.get(rating)).toEqual(EVERY_WAY);
  });

  it("keep what the visitors' cap is above from visitors not signed in, not from viewers", async () => {
    const saved = await call("PUT", "/content-ratings", { token: admin, json: { rating_cap: "r_plus", visitor_rating_cap: "pg_13" } });
    expect(saved.data).toEqual({ rating_cap: "r_plus", visitor_rating_cap: "pg_13" });
    const [visitor, signedIn] = await Promise.all([foundBy("visitor"), foundBy("viewer")]);
    expect(visitor.get("pg")).toEqual(EVERY_VISITOR_WAY);
    for (const rating of ["rx", "r_plus", "r"] as const) expect(visitor.get(rating)).toEqual([]);
    expect(signedIn.get("r_plus")).toEqual(EVERY_PAGE_WAY);
    expect(signedIn.get("rx")).toEqual([]);
  });

  it("are set by admins alone; a rating off the scale is refused by name, changing nothing", async () => {
    await expectError(
      call("PUT", "/content-ratings", { token: admin, json: { rating_cap: "nc17" } }),
      400,
      /Site's highest rating must be one of g, pg/,
    );
    await expectError(call("PUT", "/content-ratings", { token: viewer.token, json: { rating_cap: "rx" } }), 403);
    await expectError(call("GET", "/content-ratings"), 401);
    expect((await call("GET", "/content-ratings", { token: admin })).data).toEqual({ rating_cap: "r_plus", visitor_rating_cap: "pg_13" });
  });

  it("are set by the admin's form without JavaScript, which a lowered site cap then holds for viewers too", async () => {
    const form = new URLSearchParams({
      intent: "save",
      rating_cap: "pg_13",
      visitor_rating_cap: "",
      redirectTo: "/studio-login/admin/content-ratings",
    });
    const posted = await postAdminForm("/studio-login/admin/content-ratings", adminCookie(admin), form);
    expect(posted.status).toBe(302);
    expect((await call("GET", "/content-ratings", { token: admin })).data).toEqual({ rating_cap: "pg_13", visitor_rating_cap: null });
    const shown = await fetchWorker("/studio-login/admin/content-ratings", { headers: { Cookie: adminCookie(admin) } });
    expect(await shown.text()).toContain('<option value="pg_13" selected="">PG-13</option>');
    const signedIn = await foundBy("viewer");
    expect(signedIn.get("r")).toEqual([]);
    expect(signedIn.get("pg")).toEqual(EVERY_PAGE_WAY);
  });
});
