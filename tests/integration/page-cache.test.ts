// Issue #9: anonymous public pages come from the edge cache, writes show at once, signed-in pages
// are never cached, cached pages never set a cookie, and visits count on a cache hit too.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "~/web/sessions.server";
import { database } from "~/.server/db/client";
import { episodeViewsDaily, visits } from "~/.server/db/schema";
import { isRecordedPage, recordPageViews } from "~/domain/visitors/page-views.server";
import { pageViewOfRequest } from "../../workers/page-views";
import { seedDemo, testAppContext } from "../support/app-context";
import { adminToken, call, newUser } from "../support/api";
import { fetchWorker } from "../support/worker";

const db = () => database(env.DB);
let admin: string;
let sample: { id: number; slug: string; title: string };

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  const { data } = await call("GET", "/series?limit=1");
  sample = data[0];
});

// Each test looks at its own address, so what another test cached does not stand in its way.
let fresh = 0;
const unique = (path: string) => `${path}${path.includes("?") ? "&" : "?"}utm_campaign=t${++fresh}`;

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetchWorker(path, { headers });
  return { response, html: await response.text(), cache: response.headers.get("X-Page-Cache") };
}

describe("an anonymous viewer", () => {
  it("gets a public page rendered once and then from the cache, without a cookie either time", async () => {
    const path = unique("/list");
    const first = await page(path);
    const second = await page(path);
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    // the same page, but for the script nonce each answer gets (tests/integration/content-security.test.ts)
    const withoutNonces = (text: string) => text.replace(/nonce="[^"]*"|'nonce-[^']*'/g, "");
    expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
    for (const { response } of [first, second]) {
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300");
    }
    // A hit is the stored page as the app answered it, security headers and all, and reads no D1.
    expect(second.response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(withoutNonces(second.response.headers.get("Content-Security-Policy")!)).toBe(
      withoutNonces(first.response.headers.get("Content-Security-Policy")!),
    );
    expect(second.response.headers.get("Server-Timing")).toContain(`d1-calls;desc="0"`);
  });

  it("gets each theme its own copy", async () => {
    const path = unique("/atoz");
    const dark = await page(path);
    const light = await page(path, { Cookie: "themeMode=light" });
    expect(light.cache).toBe("MISS");
    expect(dark.html).toContain('class="dark"');
    expect(light.html).toContain('class="light"');
    expect((await page(path, { Cookie: "themeMode=light" })).cache).toBe("HIT");
  });

  it("cannot pick a copy by naming a version, theme or build in the address", async () => {
    const path = unique("/atoz");
    expect((await page(path)).cache).toBe("MISS");
    // The cache key's own parameters are set by the worker: each of these is the same copy.
    for (const forged of ["__version=stale", "__theme=light", "__build=old", "__version=0&__version=1"]) {
      const hit = await page(`${path}&${forged}`);
      expect(hit.cache, forged).toBe("HIT");
      expect(hit.html, forged).toContain('class="dark"');
      expect(hit.response.headers.get("X-Stored-At"), forged).toBeNull();
    }
  });

  it("sees an admin's edit on the next view of a page that was cached", async () => {
    const path = unique(`/${sample.slug}`);
    await page(path);
    expect((await page(path)).cache).toBe("HIT");
    const description = `Recut for the page cache test ${fresh}.`;
    const saved = await call("PUT", `/series/${sample.id}`, { token: admin, json: { description } });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    const after = await page(path);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain(description);
  });

  it("keeps the cache when a write is refused", async () => {
    const path = unique("/list");
    await page(path);
    const refused = await call("PUT", `/series/${sample.id}`, { json: { title: "No token" } });
    expect(refused.status).toBe(401);
    expect((await page(path)).cache).toBe("HIT");
  });

  it("keeps the cache when a viewer's writes touch only their own account", async () => {
    const path = unique("/list");
    await page(path);
    const viewer = await newUser("keeper");
    const writes = [
      call("PUT", `/users/me/follows/${sample.id}`, { token: viewer.token }),
      call("POST", "/users/me/history", { token: viewer.token, json: { series_id: sample.id } }),
      // An episode opened is also counted for the viewer's stats (issue #85): their own too.
      call("GET", `/episodes?series_id=${sample.id}&limit=1`).then((listed) =>
        call("POST", "/users/me/history", { token: viewer.token, json: { series_id: sample.id, episode_id: listed.data[0].id } }),
      ),
      call("POST", "/users/me/feeds/regenerate", { token: viewer.token }),
      call("POST", "/users/me/notifications/read-all", { token: viewer.token }),
      call("GET", "/users/me/push-subscriptions", { token: viewer.token }).then((listed) =>
        call("DELETE", `/users/me/push-subscriptions/${listed.data.length + 1}`, { token: viewer.token }),
      ),
    ];
    for (const write of writes) expect([200, 404]).toContain((await write).status);
    expect((await page(path)).cache).toBe("HIT");
  });

  it("has the visit logged and the episode view counted when the page comes from the cache", async () => {
    const path = unique("/about");
    const episode = unique(`/${sample.slug}/episode/1`);
    await page(path);
    await page(episode);
    const visitsBefore = (await db().select().from(visits)).length;
    const viewsBefore = (await db().select().from(episodeViewsDaily)).reduce((sum, row) => sum + row.views, 0);
    expect((await page(path)).cache).toBe("HIT");
    expect((await page(episode)).cache).toBe("HIT");
    expect((await db().select().from(visits)).length).toBe(visitsBefore + 1);
    expect((await db().select().from(episodeViewsDaily)).reduce((sum, row) => sum + row.views, 0)).toBe(viewsBefore + 1);
  });

  it("is never served a page that is not public from the cache", async () => {
    // Paths match whatever their case, so /Login is the login page, never a series' (issue #49).
    for (const path of ["/login", "/Login", "/history", "/HISTORY", "/profile", "/studio-login", "/Studio-Login", "/no-such-series"]) {
      const first = await page(path);
      const second = await page(path);
      expect(second.cache, path).not.toBe("HIT");
      expect(first.response.headers.get("Cache-Control") ?? "", path).not.toMatch(/public/);
    }
  });
});

describe("a signed-in viewer", () => {
  it("always gets a fresh render of their own, never the cached one", async () => {
    const viewer = await newUser("cached");
    const path = unique("/");
    await page(path);
    expect((await page(path)).cache).toBe("HIT");
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewer.token)).split(";")[0]!;
    for (let i = 0; i < 2; i++) {
      const signedIn = await page(path, { Cookie: cookie });
      expect(signedIn.cache).toBe("BYPASS");
      expect(signedIn.response.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(signedIn.html).toContain(viewer.username);
    }
    // and what they were shown did not become anybody else's page
    expect((await page(path)).html).not.toContain(viewer.username);
  });
});

describe("D1 sessions", () => {
  it("hand back a bookmark after a write: a header for the API, a cookie for pages", async () => {
    const saved = await call("PUT", `/series/${sample.id}`, { token: admin, json: { description: "Bookmarked." } });
    const bookmark = saved.headers.get("X-D1-Bookmark");
    expect(bookmark).toMatch(/\S/);
    expect(saved.headers.get("Set-Cookie")).toBeNull();
    const read = await call("GET", `/series/${sample.id}`, { headers: { "X-D1-Bookmark": bookmark! } });
    expect(read.status).toBe(200);
    expect(read.headers.get("X-D1-Bookmark")).toMatch(/\S/);

    // A bookmark a client made up is no reason to fail its request.
    for (const made of ["not a bookmark", "'; DROP TABLE series; --", "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff"]) {
      const answer = await call("GET", `/series/${sample.id}`, { headers: { "X-D1-Bookmark": made } });
      expect(answer.status, made).toBe(200);
      const page = await fetchWorker(`/${sample.slug}`, { headers: { Cookie: `d1_bookmark=${encodeURIComponent(made)}` } });
      expect(page.status, made).toBe(200);
    }
    expect((await fetchWorker(`/${sample.slug}`, { headers: { Cookie: "d1_bookmark=%E0%A4%A" } })).status).toBe(200);

    const viewer = await newUser("bookmark");
    const signedIn = await fetchWorker("/login", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ identifier: viewer.username, password: viewer.password, redirectTo: "/" }),
      headers: { Origin: "https://example.com", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.getSetCookie().some((cookie) => /^d1_bookmark=[^;]+;.*HttpOnly/.test(cookie))).toBe(true);
  });
});

describe("page views gathered in the worker", () => {
  it("are written together: visits beyond one statement's worth, episode views summed per series", async () => {
    const views = [
      ...Array.from(
        { length: 40 },
        (_, index) => pageViewOfRequest(new Request(`https://example.com/?utm_source=batch${index}`), { SITE_TIMEZONE: "UTC" })!,
      ),
      ...Array.from(
        { length: 3 },
        () => pageViewOfRequest(new Request(`https://example.com/${sample.slug}/episode/2`), { SITE_TIMEZONE: "UTC" })!,
      ),
      pageViewOfRequest(new Request("https://example.com/no-such-series/episode/1"), { SITE_TIMEZONE: "UTC" })!,
    ];
    const visitsBefore = (await db().select().from(visits)).length;
    const viewsBefore = (await db().select().from(episodeViewsDaily)).reduce((sum, row) => sum + row.views, 0);
    await recordPageViews({ ...testAppContext(), db: db() }, views);
    const logged = await db().select().from(visits);
    expect(logged.length).toBe(visitsBefore + 40);
    expect(
      logged
        .filter((visit) => visit.howCame.startsWith("batch"))
        .map((visit) => visit.howCame)
        .sort(),
    ).toEqual(Array.from({ length: 40 }, (_, index) => `batch${index}`).sort());
    // A view of a series that does not exist counts nowhere and stops nothing else.
    expect((await db().select().from(episodeViewsDaily)).reduce((sum, row) => sum + row.views, 0)).toBe(viewsBefore + 3);
    expect(pageViewOfRequest(new Request("https://example.com/list"), { SITE_TIMEZONE: "UTC" })).toBeNull();
  });

  it("are read off only the pages the spec counts: home, the info pages, episodes", () => {
    const recorded = ["/", "/?utm_source=x", "/about", "/dmca", `/${sample.slug}/episode/3`];
    const not = ["/list", "/atoz", `/${sample.slug}`, "/history", "/api/series", "/about/more"];
    for (const path of recorded) expect(isRecordedPage(`https://example.com${path}`), path).toBe(true);
    for (const path of not) expect(isRecordedPage(`https://example.com${path}`), path).toBe(false);
    // Whatever is not recorded has no view to make, however it is read.
    for (const path of not) expect(pageViewOfRequest(new Request(`https://example.com${path}`), { SITE_TIMEZONE: "UTC" }), path).toBeNull();
  });
});
