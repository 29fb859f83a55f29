import { beforeAll, describe, expect, it } from "vitest";
import { newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker, redirectTarget } from "../support/worker";

// The request shapes of the advisories fixed by moving off Remix v2 (docs/decisions/023-react-router.md):
// route discovery's __manifest path list (GHSA-8x6r-g9mw-2r78), single-fetch .data requests and
// bodies (CVE-2026-34077 / GHSA-rxv8-25v2-qmq8, GHSA-49rj-9fvp-4h2h) and redirects that leave the
// site (GHSA-2j2x-hqr9-3h42). Each must get a 4xx or a same-site answer: never a 5xx, never a
// redirect elsewhere. A hang fails by the test's own time limit.

const origin = "https://example.com";
const HOSTILE_TIMEOUT_MS = 15_000;
let manifestVersion = "";

async function expectSameSiteOr4xx(response: Response) {
  expect(response.status, `status ${response.status}`).toBeLessThan(500);
  const target = await redirectTarget(response);
  if (target !== null) expect(new URL(target, origin).origin).toBe(origin);
}

beforeAll(async () => {
  await seedDemo();
  // A page that runs the app (the watch history does; home and sign-in no longer, decision 052)
  // loads its route manifest as /assets/manifest-<version>.js.
  const history = await (await fetchWorker("/history")).text();
  manifestVersion = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(history)?.[1] ?? "";
  expect(manifestVersion).not.toBe("");
});

describe("route discovery (__manifest)", () => {
  it("answers the current version's path list", async () => {
    const response = await fetchWorker(`/__manifest?version=${manifestVersion}&paths=${encodeURIComponent("/list,/atoz")}`);
    expect(response.status).toBe(200);
    expect(Object.keys(await response.json())).toContain("routes/list");
  });

  it("refuses an oversized path list with a 400", { timeout: HOSTILE_TIMEOUT_MS }, async () => {
    const paths = Array.from({ length: 5_000 }, (_, i) => `/s${i}`).join(",");
    const response = await fetchWorker(`/__manifest?version=${manifestVersion}&paths=${encodeURIComponent(paths)}`);
    expect(response.status).toBe(400);
  });

  it("answers a deeply repeated path and a list of it at the size limit without a 5xx", { timeout: HOSTILE_TIMEOUT_MS }, async () => {
    const deep = "/a".repeat(3_500);
    const repeated = Array.from({ length: 1_200 }, () => "/a/a").join(",");
    for (const paths of [deep, repeated, `${"/%2e%2e".repeat(900)}`]) {
      const response = await fetchWorker(`/__manifest?version=${manifestVersion}&paths=${encodeURIComponent(paths)}`);
      await expectSameSiteOr4xx(response);
    }
  });

  it("tells a client with another version to reload, for any path list", async () => {
    const response = await fetchWorker(`/__manifest?version=stale&paths=${encodeURIComponent("/a".repeat(1_000))}`);
    expect(response.status).toBe(204);
  });
});

describe("single-fetch data requests (.data)", () => {
  it("answers a .data request naming thousands of routes without a 5xx", { timeout: HOSTILE_TIMEOUT_MS }, async () => {
    const routes = Array.from({ length: 2_000 }, () => "root,routes/list").join(",");
    await expectSameSiteOr4xx(await fetchWorker(`/list.data?_routes=${routes}`));
  });

  it("refuses hostile bodies posted to .data actions with a 4xx", { timeout: HOSTILE_TIMEOUT_MS }, async () => {
    const nested = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const cyclic = JSON.stringify([{ _1: 0 }, ["P", -7], ["Z", 1e9]]);
    const bodies: Array<[string, BodyInit]> = [
      ["text/x-script", nested],
      ["text/x-script", cyclic],
      ["application/json", nested],
      ["application/x-www-form-urlencoded", `identifier=${"x".repeat(200_000)}&password=p`],
      ["multipart/form-data; boundary=----x", "----x\r\nbroken"],
    ];
    for (const path of ["/login.data", "/_.data", "/theme.data", "/register.data"]) {
      for (const [type, body] of bodies) {
        const response = await fetchWorker(path, {
          method: "POST",
          redirect: "manual",
          body,
          headers: { Origin: origin, "Content-Type": type },
        });
        await expectSameSiteOr4xx(response);
      }
    }
  });
});

describe("redirects after a form stay on the site", () => {
  const offSite = [
    "/\t/evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\n/evil.example",
    "https://evil.example/",
    // Issue #34: dot segments that parsing removes, leaving "//evil.example".
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/./..//a/../evil.example/path",
  ];

  it("signing in with a hostile redirectTo lands on this site", async () => {
    const viewer = await newUser("redirected");
    for (const redirectTo of offSite) {
      for (const path of ["/login", "/login.data"]) {
        const body = new URLSearchParams({ identifier: viewer.username, password: viewer.password, redirectTo });
        const response = await fetchWorker(path, {
          method: "POST",
          redirect: "manual",
          body,
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        });
        expect(response.status).toBeLessThan(500);
        expect(await redirectTarget(response), `${path} with ${JSON.stringify(redirectTo)}`).toBe("/");
      }
    }
  });

  it("the theme switch with a hostile redirectTo lands on this site", async () => {
    for (const redirectTo of offSite) {
      const body = new URLSearchParams({ theme: "light", redirectTo });
      const response = await fetchWorker("/theme", {
        method: "POST",
        redirect: "manual",
        body,
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
  });

  it("the login page never writes a hostile redirectTo into its form", async () => {
    for (const redirectTo of offSite) {
      const html = await (await fetchWorker(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)).text();
      expect(html).toMatch(/name="redirectTo" value="\/"/);
    }
  });
});
