import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../workers/api";
import { listEndpoints } from "../../../workers/api/route-meta";
import { adminToken, call, newUser } from "../../support/api";

// The routes anyone may call. An admin route that declares itself public, or a new public route,
// must be added here on purpose: the test below fails otherwise.
const expectedPublic = [
  "GET /about-contact",
  "GET /ads",
  "GET /comments",
  "GET /docs",
  "GET /episodes/:id{[0-9]+}/danmaku",
  "GET /episodes/:id{[0-9]+}/segments",
  "GET /fonts",
  "GET /genres",
  "GET /home/social-links",
  "GET /openapi.json",
  "GET /rooms/:id{[0-9a-f]+}/socket",
  "GET /schedule",
  "GET /series/:id{[0-9]+}/episode-kinds",
  "GET /top10",
  "POST /admin/login",
  "POST /admin/passkeys/sign-in",
  "POST /admin/passkeys/sign-in/options",
  "POST /episodes/:id{[0-9]+}/reports",
  "POST /rooms/:id{[0-9a-f]+}/guest-ticket",
  "POST /users/login",
  "POST /users/passkeys/sign-in",
  "POST /users/passkeys/sign-in/options",
  "POST /users/register",
  "POST /visitors/log",
];
// The public routes a viewer's token personalises (decision 062): what they hide, their spoiler guard.
const expectedViewer = [
  "GET /episodes",
  "GET /episodes/:id{[0-9]+}",
  "GET /series",
  "GET /series/:id{[0-9]+}",
  "GET /series/:id{[0-9]+}/franchise",
  "GET /series/:id{[0-9]+}/similar",
  "GET /series/:list{popular|latest|new|completed}",
  "GET /series/suggest",
];

const expectedUser = [
  "DELETE /users/me/follows/:seriesId{[0-9]+}",
  "DELETE /users/me/list/:seriesId{[0-9]+}",
  "DELETE /users/me/passkeys/:id{[A-Za-z0-9_-]+}",
  "DELETE /users/me/profiles/:id{[0-9]+}",
  "DELETE /users/me/push-subscriptions/:id{[0-9]+}",
  "DELETE /users/me/trackers/:provider{anilist|mal|bangumi|shikimori|simkl}",
  "GET /users/me",
  "GET /users/me/feeds",
  "GET /users/me/follows",
  "GET /users/me/history",
  "GET /users/me/list",
  "GET /users/me/list/export",
  "GET /users/me/notifications",
  "GET /users/me/notifications/unread-count",
  "GET /users/me/passkeys",
  "GET /users/me/profiles",
  "GET /users/me/push-subscriptions",
  "GET /users/me/push-subscriptions/public-key",
  "GET /users/me/recommendations",
  "GET /users/me/security-events",
  "GET /users/me/stats",
  "GET /users/me/trackers",
  "PATCH /users/me/passkeys/:id{[A-Za-z0-9_-]+}",
  "POST /comments",
  "POST /episodes/:id{[0-9]+}/segments",
  "POST /rooms",
  "POST /rooms/:id{[0-9a-f]+}/ticket",
  "POST /segments/:id{[0-9]+}/vote",
  "POST /users/logout",
  "POST /users/me/feeds/regenerate",
  "POST /users/me/history",
  "POST /users/me/history/clear",
  "POST /users/me/history/merge",
  "POST /users/me/list/import",
  "POST /users/me/notifications/:episodeId{[0-9]+}/read",
  "POST /users/me/notifications/read-all",
  "POST /users/me/passkeys",
  "POST /users/me/passkeys/options",
  "POST /users/me/profiles",
  "POST /users/me/profiles/:id{[0-9]+}/select",
  "POST /users/me/push-subscriptions",
  "POST /users/me/trackers/:provider{anilist|mal|bangumi|shikimori|simkl}/authorize",
  "POST /users/me/trackers/:provider{anilist|mal|bangumi|shikimori|simkl}/sync",
  "PUT /users/me",
  "PUT /users/me/follows/:seriesId{[0-9]+}",
  "PUT /users/me/history/positions/:episodeId{[0-9]+}",
  "PUT /users/me/list/:seriesId{[0-9]+}",
  "PUT /users/me/profiles/:id{[0-9]+}",
];

const endpoints = listEndpoints(api);
const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const concrete = (path: string) =>
  path
    .replace(/:list\{[^}]*\}/, "popular")
    .replace(/:provider\{[^}]*\}/, "anilist")
    .replace(/:(\w+)(\{[^}]*\})?/g, "1");

const key64 = new TextEncoder().encode(env.JWT_SECRET);
const signed = (claims: Record<string, unknown>, exp: number | string) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.sub ?? "1"))
    .setExpirationTime(exp)
    .sign(key64);

let tokens: Record<string, string>;

beforeAll(async () => {
  const viewer = await newUser();
  const blocked = await newUser("blocked");
  await env.DB.prepare("UPDATE users SET blocked = 1 WHERE id = ?").bind(blocked.id).run();
  await call("POST", "/admin/login", { json: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } });
  tokens = {
    forged: await new SignJWT({ role: "admin", username: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("forged-secret-forged-secret-forged-secret")),
    expiredAdmin: await signed({ role: "admin", username: "admin", sub: 1 }, Math.floor(Date.now() / 1000) - 10),
    expiredUser: await signed({ role: "user", username: viewer.username, sub: viewer.id }, Math.floor(Date.now() / 1000) - 10),
    user: viewer.token,
    blocked: blocked.token,
  };
});

describe("the API's route table", () => {
  it("declares exactly the expected public, viewer and user routes; everything else is admin", () => {
    expect(
      endpoints
        .filter((e) => e.access === "public")
        .map(key)
        .sort(),
    ).toEqual(expectedPublic);
    expect(
      endpoints
        .filter((e) => e.access === "viewer")
        .map(key)
        .sort(),
    ).toEqual(expectedViewer);
    expect(
      endpoints
        .filter((e) => e.access === "user")
        .map(key)
        .sort(),
    ).toEqual(expectedUser);
    expect(endpoints.filter((e) => e.access === "admin").length).toBeGreaterThan(30);
  });
});

describe.each(endpoints.filter((e) => e.access === "admin"))("admin route $method $path", (endpoint) => {
  const path = concrete(endpoint.path);
  it("refuses no token, a forged token and an expired token with 401", async () => {
    expect((await call(endpoint.method, path, { json: {} })).status).toBe(401);
    expect((await call(endpoint.method, path, { json: {}, token: tokens.forged })).status).toBe(401);
    expect((await call(endpoint.method, path, { json: {}, token: tokens.expiredAdmin })).status).toBe(401);
  });

  it("refuses a user's token with 403", async () => {
    const response = await call(endpoint.method, path, { json: {}, token: tokens.user });
    expect(response.status).toBe(403);
    expect(response.data).toEqual({ error: "Admin access required" });
  });
});

describe.each(endpoints.filter((e) => e.access === "viewer"))("viewer route $method $path", (endpoint) => {
  const path = `${concrete(endpoint.path)}${endpoint.path.endsWith("suggest") || endpoint.path === "/episodes" ? "?q=a&series_id=1" : ""}`;
  it("answers anyone without a token, and an admin's token as anyone", async () => {
    const anyone = await call(endpoint.method, path);
    expect([200, 404]).toContain(anyone.status);
    expect((await call(endpoint.method, path, { token: await adminToken() })).status).toBe(anyone.status);
  });

  it("refuses a forged or expired token with 401 and a blocked viewer's with 403, rather than answer as anyone", async () => {
    expect((await call(endpoint.method, path, { token: tokens.forged })).status).toBe(401);
    expect((await call(endpoint.method, path, { token: tokens.expiredUser })).status).toBe(401);
    expect((await call(endpoint.method, path, { token: tokens.blocked })).status).toBe(403);
  });
});

describe.each(endpoints.filter((e) => e.access === "user"))("user route $method $path", (endpoint) => {
  const path = concrete(endpoint.path);
  it("refuses no token, a forged one and an expired one with 401", async () => {
    expect((await call(endpoint.method, path, { json: {} })).status).toBe(401);
    expect((await call(endpoint.method, path, { json: {}, token: tokens.forged })).status).toBe(401);
    expect((await call(endpoint.method, path, { json: {}, token: tokens.expiredUser })).status).toBe(401);
  });

  it("refuses a blocked user's token with 403 and the spec's text", async () => {
    const response = await call(endpoint.method, path, { json: {}, token: tokens.blocked });
    expect(response.status).toBe(403);
    expect(response.data).toEqual({ error: "Your account is blocked. Contact admin." });
  });
});
