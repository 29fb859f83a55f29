// Issue #24, platform faults for pages, sessions and uploads: with D1 failing, a public page the
// cache once held is served stale (a day at most, marked), any other page answers a 503 with
// Retry-After; a signed-in viewer is neither signed out nor let through on a revoked session; and
// with R2 failing an upload is refused 503 with nothing written.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startSession } from "~/web/sessions.server";
import { adminToken, call, multipart, newUser, rowCount } from "../support/api";
import { seedDemo } from "../support/app-context";
import { failingBinding, failingD1 } from "../support/faults";
import { jpegImage } from "../support/image-fixtures";
import { fetchWorker } from "../support/worker";

let admin: string;
let sample: { slug: string; title: string };
beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  sample = (await call("GET", "/series?limit=1")).data[0];
});
afterEach(() => vi.useRealTimers());

const withoutD1 = (path: string, init?: RequestInit) => fetchWorker(path, init, { DB: failingD1(env.DB) });
/** Any write moves the page cache to a new version: the next view of every page is a miss. */
const movePageVersion = async () =>
  expect((await call("POST", "/genres", { token: admin, json: { name: `Outage ${crypto.randomUUID().slice(0, 8)}` } })).status).toBe(201);
const userCookie = async (token: string) => (await startSession(new Request("https://example.com/"), "user", token)).split(";")[0]!;

describe("a page while D1 is failing", () => {
  it("is the copy the cache last held when it was ever shown, marked stale and kept by nobody", async () => {
    const path = `/${sample.slug}?utm_campaign=stale`;
    expect((await fetchWorker(path)).headers.get("X-Page-Cache")).toBe("MISS");
    await movePageVersion();
    const stale = await withoutD1(path);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("X-Page-Cache")).toBe("STALE");
    expect(stale.headers.get("Cache-Control")).toBe("no-store");
    expect(Number(stale.headers.get("Age"))).toBeGreaterThanOrEqual(0);
    expect(await stale.text()).toContain(sample.title);
    // D1 back: the page renders afresh.
    expect((await fetchWorker(path)).headers.get("X-Page-Cache")).toBe("MISS");
  });

  it("answers 503 with Retry-After when no copy is a day old or younger", async () => {
    const path = `/list?utm_campaign=aged`;
    await fetchWorker(path);
    await movePageVersion();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 25 * 3600 * 1000);
    const aged = await withoutD1(path);
    expect(aged.status).toBe(503);
    expect(aged.headers.get("X-Page-Cache")).not.toBe("STALE");
  });

  it("answers a page never shown with a 503 page that says to come back, no stack", async () => {
    const response = await withoutD1("/list?utm_campaign=never-shown");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("try again in a moment");
    expect(html).not.toMatch(/D1_ERROR|Network connection lost|at \w+ \(/);
  });

  it("refuses a page form's write 503 and stores nothing", async () => {
    const viewer = await newUser("outage-poster");
    const before = await rowCount("comments");
    const form = new URLSearchParams({ content: "Posted while D1 was down" });
    const response = await withoutD1(`/${sample.slug}/episode/1`, {
      method: "POST",
      body: form,
      headers: { Cookie: await userCookie(viewer.token), Origin: "https://example.com" },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await rowCount("comments")).toBe(before);
  });
});

describe("a signed-in viewer while D1 is failing", () => {
  it("is not signed out: the page answers 503 and the session cookie stays", async () => {
    const viewer = await newUser("outage-viewer");
    const cookie = await userCookie(viewer.token);
    const response = await withoutD1(`/${sample.slug}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(503);
    // Never the shared stale copy (it would show the viewer signed out), never a dropped cookie.
    expect(response.headers.get("X-Page-Cache")).not.toBe("STALE");
    expect(response.headers.getSetCookie().filter((set) => set.startsWith("__session="))).toEqual([]);
    const api = await fetchWorker("/api/users/me", { headers: { Authorization: `Bearer ${viewer.token}` } }, { DB: failingD1(env.DB) });
    expect(api.status).toBe(503);
    // D1 back: still signed in.
    const after = await fetchWorker(`/${sample.slug}`, { headers: { Cookie: cookie } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(viewer.username);
  });

  it("is never let through on a session that was ended", async () => {
    const viewer = await newUser("outage-revoked");
    const cookie = await userCookie(viewer.token);
    expect((await call("POST", "/users/logout", { token: viewer.token })).status).toBe(200);
    const page = await withoutD1(`/${sample.slug}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(503);
    expect(await page.text()).not.toContain(viewer.username);
    const api = await fetchWorker("/api/users/me", { headers: { Authorization: `Bearer ${viewer.token}` } }, { DB: failingD1(env.DB) });
    expect(api.status).toBe(503);
  });
});

describe("an upload while R2 is failing", () => {
  const withoutR2 = { BUCKET: failingBinding(env.BUCKET, "R2") };

  it("is refused 503 through the API with no row written", async () => {
    const before = await rowCount("uploads");
    const response = await fetchWorker(
      "/api/series/upload",
      { method: "POST", headers: { Authorization: `Bearer ${admin}` }, body: multipart("image", jpegImage, "cover.jpg") },
      withoutR2,
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.json()).toEqual({ error: "The catalogue is busy; try again in a moment." });
    expect(await rowCount("uploads")).toBe(before);
  });

  it("leaves a viewer's avatar as it was", async () => {
    const viewer = await newUser("outage-avatar");
    const response = await fetchWorker(
      "/api/users/me",
      {
        method: "PUT",
        headers: { Authorization: `Bearer ${viewer.token}` },
        body: multipart("avatar", jpegImage, "me.jpg", "image/jpeg", { email: viewer.email, username: viewer.username }),
      },
      withoutR2,
    );
    expect(response.status).toBe(503);
    const me = await call("GET", "/users/me", { token: viewer.token });
    expect(me.data.avatar ?? null).toBeNull();
  });

  it("answers an upload's address 503, not 500, while R2 cannot be read", async () => {
    const stored = await call("POST", "/series/upload", { token: admin, body: multipart("image", jpegImage, "cover.jpg") });
    expect(stored.status).toBe(201);
    const response = await fetchWorker(stored.data.url, undefined, withoutR2);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
  });
});
