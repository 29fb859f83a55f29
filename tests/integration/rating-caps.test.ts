// Issue #84, its second part: the caps on content ratings (decision 073). The site shows no series
// rated above its cap (r_plus unless an admin says otherwise) to anyone but its admins, visitors not
// signed in nothing above theirs, through every page, list, search, suggestion, feed, sitemap, Top 10,
// schedule, similar row, room and API answer, as if the series were not there.
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { EVERY_WAY, type Findable, findableSeries, waysIn } from "../support/shown-ways";
import { fetchWorker, pageSessionCookie } from "../support/worker";

const RATED = ["rx", "r_plus", "r", "pg"] as const;
let made: Record<(typeof RATED)[number], Findable>;
let anchorId: number;
let admin: string;
let viewer: Awaited<ReturnType<typeof newUser>>;
let viewerCookie: string;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  viewer = await newUser("capped");
  viewerCookie = await pageSessionCookie(viewer.username, viewer.password);
  ({ made, anchorId } = await findableSeries(admin, RATED, 600));
});

const foundBy = (who: "visitor" | "viewer" | "admin") =>
  waysIn(
    who === "viewer" ? { token: viewer.token, cookie: viewerCookie } : who === "admin" ? { token: admin, admin: true } : {},
    made,
    anchorId,
  );

describe("the caps on content ratings", () => {
  it("keep an rx series from everyone but admins by default, and show the rest", async () => {
    const [visitor, signedIn, admins] = await Promise.all([foundBy("visitor"), foundBy("viewer"), foundBy("admin")]);
    for (const [found, every] of [
      [visitor, EVERY_WAY.visitor],
      [signedIn, EVERY_WAY.viewer],
    ] as const) {
      expect(found.get("rx")).toEqual([]);
      for (const rating of ["r_plus", "r", "pg"]) expect(found.get(rating), rating).toEqual(every);
    }
    for (const rating of RATED) expect(admins.get(rating), rating).toEqual(EVERY_WAY.admin);
  });

  it("keep what the visitors' cap is above from visitors not signed in, not from viewers", async () => {
    const saved = await call("PUT", "/content-ratings", { token: admin, json: { rating_cap: "r_plus", visitor_rating_cap: "pg_13" } });
    expect(saved.data).toEqual({ rating_cap: "r_plus", visitor_rating_cap: "pg_13" });
    const [visitor, signedIn] = await Promise.all([foundBy("visitor"), foundBy("viewer")]);
    expect(visitor.get("pg")).toEqual(EVERY_WAY.visitor);
    for (const rating of ["rx", "r_plus", "r"]) expect(visitor.get(rating), rating).toEqual([]);
    expect(signedIn.get("r_plus")).toEqual(EVERY_WAY.viewer);
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
    expect(signedIn.get("pg")).toEqual(EVERY_WAY.viewer);
    // A visitors' cap above the site's lifts nothing.
    await call("PUT", "/content-ratings", { token: admin, json: { rating_cap: "pg_13", visitor_rating_cap: "rx" } });
    expect((await foundBy("visitor")).get("r")).toEqual([]);
  });
});
