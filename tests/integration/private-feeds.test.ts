// Issue #22, private feeds: a viewer's secret RSS and iCalendar addresses carry the episodes and
// schedule of the series they follow and nobody else's; made anew, the old addresses answer 404;
// a forged or altered address answers 404; the addresses are never stored.
import { env } from "cloudflare:test";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { startSession } from "~/web/sessions.server";
import { todayIn } from "~/lib/dates";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

let admin: string;
let followed: { id: number; slug: string; title: string };
let other: { id: number; slug: string; title: string };
beforeAll(async () => {
  await seedDemo(todayIn(env.SITE_TIMEZONE));
  admin = await adminToken();
  [followed, other] = (await call("GET", "/series?limit=2")).data;
});

type Feeds = { episodes_rss: string; schedule_ical: string };
const feedsOf = async (token: string) => (await call("GET", "/users/me/feeds", { token })).data as Feeds;
const read = (url: string) => fetchWorker(url);
const rssTitles = async (url: string) => {
  const response = await read(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("private, max-age=300");
  const items = new XMLParser().parse(await response.text()).rss.channel.item ?? [];
  return (Array.isArray(items) ? items : [items]).map((item: { title: string }) => String(item.title));
};

describe("a viewer's private feeds", () => {
  it("carry the followed series' new episodes and schedule, and nothing else", async () => {
    const viewer = await newUser("feeder");
    const schedule = (await call("GET", "/schedule")).data as { series_id: number; series_title: string }[];
    const scheduled = schedule[0]!;
    for (const id of [followed.id, scheduled.series_id]) await call("PUT", `/users/me/follows/${id}`, { token: viewer.token });
    const added = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: followed.id, episode_number: 800, title: "In the feed", description: "New." },
    });
    expect(added.status).toBe(201);
    const feeds = await feedsOf(viewer.token);
    expect(feeds.episodes_rss).toMatch(/^https:\/\/example\.com\/feeds\/\d+\.[\w-]{43}\/episodes\.xml$/);
    const titles = await rssTitles(feeds.episodes_rss);
    expect(titles[0]).toBe(`${followed.title} Episode 800: In the feed`);
    expect(titles.every((title) => title.startsWith(followed.title) || title.startsWith(scheduled.series_title))).toBe(true);

    const calendar = await read(feeds.schedule_ical);
    expect(calendar.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await calendar.text())).getAllSubcomponents("vevent");
    const expected = schedule.filter((entry) => entry.series_id === followed.id || entry.series_id === scheduled.series_id);
    expect(expected.length).toBeGreaterThan(0);
    expect(events.length).toBe(expected.length);
    // The same address on the next visit: it is made once.
    expect(await feedsOf(viewer.token)).toEqual(feeds);
  });

  // The sixth probe (issue #80): the spoiler guard held on the pages but not in the feed.
  it("keep the synopsis of an episode the viewer's spoiler guard holds back out of the RSS", async () => {
    const viewer = await newUser("guarded");
    await call("PUT", `/users/me/follows/${other.id}`, { token: viewer.token });
    const episode = async (episode_number: number, description: string) =>
      expect(
        (await call("POST", "/episodes", { token: admin, json: { series_id: other.id, episode_number, title: "Guarded", description } }))
          .status,
      ).toBe(201);
    await episode(700, "Seen already: the tournament begins.");
    await episode(702, "Ahead: the mentor falls in the final.");
    expect(
      (await call("PUT", `/users/me/list/${other.id}`, { token: viewer.token, json: { status: "watching", progress: 700 } })).status,
    ).toBe(200);
    const { episodes_rss } = await feedsOf(viewer.token);
    const feed = async () => {
      const text = await (await read(episodes_rss)).text();
      expect(text).toContain("Seen already: the tournament begins.");
      return text;
    };
    // Unguarded, the feed carries both; with the guard on, the one ahead goes without its synopsis.
    expect(await feed()).toContain("the mentor falls");
    const guarded = await call("PUT", "/users/me", {
      token: viewer.token,
      json: { email: viewer.email, username: viewer.username, spoiler_guard: "unwatched" },
    });
    expect(guarded.status, JSON.stringify(guarded.data)).toBe(200);
    const text = await feed();
    expect(text).not.toContain("the mentor falls");
    expect(text).toContain(`${other.title} Episode 702: Guarded`);
  });

  it("move when made anew: the old addresses answer 404", async () => {
    const viewer = await newUser("feeder");
    const old = await feedsOf(viewer.token);
    const made = await call("POST", "/users/me/feeds/regenerate", { token: viewer.token });
    expect(made.status).toBe(200);
    expect(made.data.episodes_rss).not.toBe(old.episodes_rss);
    for (const url of [old.episodes_rss, old.schedule_ical]) expect((await read(url)).status, url).toBe(404);
    expect((await read(made.data.episodes_rss)).status).toBe(200);
  });

  it("cannot be forged from another viewer's id, altered, or read without a key", async () => {
    const [owner, forger] = [await newUser("owner"), await newUser("forger")];
    const { episodes_rss: own } = await feedsOf(owner.token);
    const { episodes_rss: forgerFeed } = await feedsOf(forger.token);
    const [, ownerKey] = /feeds\/([^/]+)\//.exec(own)!;
    const [, forgerKey] = /feeds\/([^/]+)\//.exec(forgerFeed)!;
    const ownerId = ownerKey!.split(".")[0];
    const forgerMac = forgerKey!.split(".")[1];
    const tampered = `${ownerKey!.slice(0, -1)}${ownerKey!.endsWith("A") ? "B" : "A"}`;
    // The same bytes spelled another way: the last letter's unused low bit set.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = `${ownerKey!.slice(0, -1)}${alphabet[alphabet.indexOf(ownerKey!.at(-1)!) + 1]}`;
    for (const key of [`${ownerId}.${forgerMac}`, tampered, respelled, "1", "abc", `${ownerId}.`]) {
      expect((await read(`/feeds/${key}/episodes.xml`)).status, key).toBe(404);
    }
    // The database holds a nonce, not the address.
    const stored = await env.DB.prepare("SELECT * FROM feed_keys WHERE user_id = ?").bind(Number(ownerId)).first<Record<string, unknown>>();
    expect(JSON.stringify(stored)).not.toContain(ownerKey!.split(".")[1]);
    await expectError(call("GET", "/users/me/feeds"), 401);
  });

  it("accept only the id as the site writes it: a leading zero names no feed (#34, point 5)", async () => {
    const { episodes_rss } = await feedsOf((await newUser("zeroes")).token);
    const [, key] = /feeds\/([^/]+)\//.exec(episodes_rss)!;
    expect((await read(`/feeds/${key}/episodes.xml`)).status).toBe(200);
    for (const padded of [`0${key}`, `00${key}`]) {
      expect((await read(`/feeds/${padded}/episodes.xml`)).status, padded).toBe(404);
      expect((await read(`/feeds/${padded}/schedule.ics`)).status, padded).toBe(404);
    }
  });

  it("of a blocked or deleted account answer as an unknown address does, and come back when unblocked (#34, point 5)", async () => {
    const [blocked, deleted] = [await newUser("blocked"), await newUser("deleted")];
    const [blockedFeeds, deletedFeeds] = [await feedsOf(blocked.token), await feedsOf(deleted.token)];
    const unknown = await read("/feeds/abc/episodes.xml");
    const unknownAnswer = { status: unknown.status, type: unknown.headers.get("Content-Type"), body: await unknown.text() };
    expect((await call("POST", `/users/${blocked.id}/block`, { token: admin })).status).toBe(200);
    expect((await call("DELETE", `/users/${deleted.id}`, { token: admin })).status).toBe(200);
    for (const url of [blockedFeeds.episodes_rss, blockedFeeds.schedule_ical, deletedFeeds.episodes_rss, deletedFeeds.schedule_ical]) {
      const answer = await read(url);
      expect({ status: answer.status, type: answer.headers.get("Content-Type"), body: await answer.text() }, url).toEqual(unknownAnswer);
    }
    expect((await call("POST", `/users/${blocked.id}/unblock`, { token: admin })).status).toBe(200);
    expect((await read(blockedFeeds.episodes_rss)).status).toBe(200);
  });

  it("are cut to their first characters in what the worker logs and what a visit records (#34, point 5)", async () => {
    const viewer = await newUser("logged");
    const { episodes_rss } = await feedsOf(viewer.token);
    const [, key] = /feeds\/([^/]+)\//.exec(episodes_rss)!;
    const secret = key!.split(".")[1]!;
    const written: unknown[][] = [];
    const spies = (["log", "info", "warn", "error"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void written.push(args)),
    );
    try {
      // A worker error (here a configuration one) logs the request's path.
      const failed = await fetchWorker(episodes_rss, undefined, { JWT_SECRET: "too short" });
      expect(failed.status).toBe(500);
      await fetchWorker("/", { headers: { Referer: episodes_rss } });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const logged = written.map((args) => args.map(String).join(" ")).join("\n");
    expect(logged).toContain(`/feeds/${key!.slice(0, 4)}…/episodes.xml`);
    const { results: visits } = await env.DB.prepare("SELECT referrer FROM visits WHERE referrer LIKE '%/feeds/%'").all();
    expect(visits).toEqual([{ referrer: `https://example.com/feeds/${key!.slice(0, 4)}…/episodes.xml` }]);
    expect(`${logged} ${JSON.stringify(visits)}`).not.toContain(secret);
  });

  it("are shown on My List and made anew by its form, JavaScript off", async () => {
    const viewer = await newUser("feeder");
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewer.token)).split(";")[0]!;
    const page = await (await fetchWorker("/my-list", { headers: { Cookie: cookie } })).text();
    const shown = /value="(https:\/\/example\.com\/feeds\/[^"]+\/episodes\.xml)"/.exec(page)![1]!;
    expect(shown).toBe((await feedsOf(viewer.token)).episodes_rss);
    const posted = await fetchWorker("/my-list", {
      method: "POST",
      body: new URLSearchParams({ intent: "regenerate-feeds" }),
      redirect: "manual",
      headers: { Origin: "https://example.com", Cookie: cookie },
    });
    expect(posted.status).toBe(302);
    expect((await read(shown)).status).toBe(404);
    // Following another series changes the feed at once: it is not a shared page.
    await call("PUT", `/users/me/follows/${other.id}`, { token: viewer.token });
    expect((await rssTitles((await feedsOf(viewer.token)).episodes_rss)).some((title) => title.startsWith(other.title))).toBe(true);
  });
});
