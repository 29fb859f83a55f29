import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "~/.server/auth/server-sessions";
import { adminScreens } from "~/lib/admin-paths";
import { seedDemo, testAppContext } from "../support/app-context";
import { fetchWorker } from "../support/worker";
import { adminToken, call } from "../support/api";
import { api } from "../../workers/api";
import { listEndpoints } from "../../workers/api/route-meta";

const base = "/studio-login";
const origin = "https://example.com";
const cookie = (name: string, token: string) => `${name}=${encodeURIComponent(btoa(JSON.stringify(token)))}`;
const screens = [...adminScreens.map((screen) => `${base}/admin/${screen.path}`), `${base}/admin`];

let sessions: Record<string, string>;

async function counts() {
  const row = await env.DB.prepare(
    "SELECT (SELECT count(*) FROM genres) g, (SELECT count(*) FROM users) u, (SELECT count(*) FROM comments) c, (SELECT count(*) FROM allowed_ips) i, (SELECT count(*) FROM audit_log) a",
  ).first();
  return row;
}

beforeAll(async () => {
  await seedDemo();
  const expired = await new SignJWT({ role: "admin", username: "admin" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("1")
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(env.JWT_SECRET));
  sessions = {
    none: "",
    user: cookie("__session", await issueToken(testAppContext().db, "user", { id: 1, username: "demo_viewer" }, env.JWT_SECRET)),
    "user token in the admin cookie": cookie(
      "__admin_session",
      await issueToken(testAppContext().db, "user", { id: 1, username: "demo_viewer" }, env.JWT_SECRET),
    ),
    "expired admin": cookie("__admin_session", expired),
  };
});

describe("admin actions", () => {
  it.each(["none", "user", "user token in the admin cookie", "expired admin"])("refuse every write with session: %s", async (kind) => {
    const before = await counts();
    for (const path of screens) {
      for (const intent of ["create", "add", "update", "delete", "approve", "block", "remove", "save"]) {
        const body = new URLSearchParams({ intent, id: "1", name: "Hacked", ip: "0.0.0.0/0" });
        const response = await fetchWorker(path, {
          method: "POST",
          body,
          redirect: "manual",
          headers: { Origin: origin, Cookie: sessions[kind]!, "Content-Type": "application/x-www-form-urlencoded" },
        });
        expect([302, 403, 404, 405], `${path} ${intent}`).toContain(response.status);
        if (response.status === 302) expect(response.headers.get("Location")).toBe(base);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("refuse a cross-site form post even with a valid admin session", async () => {
    const admin = cookie("__admin_session", await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET));
    const before = await counts();
    const response = await fetchWorker(`${base}/admin/genres`, {
      method: "POST",
      body: new URLSearchParams({ intent: "create", name: "Cross Site" }),
      headers: { Origin: "https://evil.example", Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  // Issue #34: a browser that sends no Origin still says where a request comes from in
  // Sec-Fetch-Site; only "same-origin" is this site. "same-site" is a sibling subdomain, "none" a
  // request no page made, and a post that says neither is refused as well.
  it.each([
    ["same-site", 403],
    ["cross-site", 403],
    ["none", 403],
    [null, 403],
    ["same-origin", 302],
  ] as const)("take a post without Origin only when Sec-Fetch-Site is same-origin: %s", async (fetchSite, status) => {
    const admin = cookie("__admin_session", await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET));
    const name = `No Origin ${fetchSite}`;
    const response = await fetchWorker(`${base}/admin/genres`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "create", name, redirectTo: `${base}/admin/genres` }),
      headers: {
        Cookie: admin,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(fetchSite ? { "Sec-Fetch-Site": fetchSite } : {}),
      },
    });
    expect(response.status).toBe(status);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM genres WHERE name = ?").bind(name).first<{ n: number }>();
    expect(stored?.n).toBe(status === 302 ? 1 : 0);
  });

  it("accept the same post from the site itself, and record it", async () => {
    const admin = cookie("__admin_session", await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET));
    const response = await fetchWorker(`${base}/admin/genres`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "create", name: "Same Site", redirectTo: `${base}/admin/genres` }),
      headers: { Origin: origin, Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${base}/admin/genres?notice=Genre+added`);
    expect(await env.DB.prepare("SELECT action, entity FROM audit_log ORDER BY id DESC LIMIT 1").first()).toEqual({
      action: "create",
      entity: "genres",
    });
  });

  it("name a write in the audit log the same whichever door it came in by", async () => {
    const episode = await env.DB.prepare("SELECT id FROM episodes LIMIT 1").first<{ id: number }>();
    const insertReport = () =>
      env.DB.prepare("INSERT INTO player_reports (episode_id, reason, reporter_ip) VALUES (?, 'other', '192.0.2.9') RETURNING id")
        .bind(episode!.id)
        .first<{ id: number }>();
    const [viaPage, viaApi] = [(await insertReport())!.id, (await insertReport())!.id];
    const admin = cookie("__admin_session", await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET));
    const page = await fetchWorker(`${base}/admin/player-reports`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "fix", id: String(viaPage) }),
      headers: { Origin: origin, Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(page.status).toBe(302);
    const api = await call("PUT", `/player-reports/${viaApi}`, { token: await adminToken(), json: { status: "fixed" } });
    expect(api.status).toBe(200);
    const entries = await env.DB.prepare("SELECT action, entity FROM audit_log WHERE entity_id IN (?, ?) ORDER BY id")
      .bind(String(viaPage), String(viaApi))
      .all();
    expect(entries.results).toEqual([
      { action: "update", entity: "player-reports" },
      { action: "update", entity: "player-reports" },
    ]);
  });

  it("have every admin write of the API declare how the audit log names it", () => {
    const undeclared = listEndpoints(api)
      .filter((endpoint) => endpoint.access === "admin" && endpoint.method !== "GET" && !endpoint.audits)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(undeclared).toEqual([]);
  });

  it("show admin pages only under the configured path", async () => {
    for (const path of ["/admin", "/admin/genres", "/other/admin", "/other/admin/genres", "/admin-login", "/20051410-admin-login/admin"]) {
      expect((await fetchWorker(path, { redirect: "manual" })).status, path).toBe(404);
    }
    expect((await fetchWorker(`${base}/admin/genres`, { redirect: "manual" })).status).toBe(302);
    expect((await fetchWorker(base)).status).toBe(200);
  });
});
