// Issue #80 (the sixth probe, finding 3): every page answer names the session it leaves the browser
// with (workers/kept-pages.ts), so the service worker keeps pages only for that session. The key is
// a digest: no account id, no cookie; none on an anonymous page or an API answer, none once the
// cookie is dropped.
import { beforeAll, describe, expect, it } from "vitest";
import { newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker, pageSessionCookie } from "../support/worker";

const KEY = "X-Session-Key";
beforeAll(async () => {
  await seedDemo();
});

describe("the session a page answer leaves", () => {
  it("is a digest of the session's cookie on each page, the same for one session and another for the next", async () => {
    const viewer = await newUser("kept");
    const [first, second] = [
      await pageSessionCookie(viewer.username, viewer.password),
      await pageSessionCookie(viewer.username, viewer.password),
    ];
    const keyOf = async (cookie: string, path = "/profile") => (await fetchWorker(path, { headers: { Cookie: cookie } })).headers.get(KEY);
    const key = await keyOf(first);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await keyOf(first, "/")).toBe(key);
    expect(await keyOf(second)).not.toBe(key);
    expect(first).not.toContain(key!);
  });

  it("is none on an anonymous page, an API answer, or an answer that drops a dead cookie", async () => {
    expect((await fetchWorker("/")).headers.get(KEY)).toBeNull();
    const viewer = await newUser("kept");
    const cookie = await pageSessionCookie(viewer.username, viewer.password);
    expect((await fetchWorker("/api/series?limit=1", { headers: { Cookie: cookie } })).headers.get(KEY)).toBeNull();
    // Signed out everywhere: the cookie left in the browser is dead, and the next page drops it.
    const out = await fetchWorker("/logout", {
      method: "POST",
      body: new URLSearchParams({ everywhere: "1" }),
      headers: { Cookie: cookie, Origin: "https://example.com", "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    const page = await fetchWorker("/profile", { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.headers.getSetCookie().join()).toMatch(/__session=;/);
    expect(page.headers.get(KEY)).toBeNull();
  });
});
