import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { lockoutMs } from "~/.server/auth/login-limit";
import { PBKDF2_ITERATIONS } from "~/.server/auth/passwords";
import { ADMIN_IDLE_MS } from "~/.server/auth/server-sessions";
import { allowedIps, authSessions } from "~/.server/db/schema";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo, testAppContext } from "../support/app-context";
import { failingD1 } from "../support/faults";
import { fetchWorker } from "../support/worker";

const origin = "https://example.com";
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  redirect: "manual" as const,
  body: new URLSearchParams(fields),
  headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...headers },
});
const cookieOf = (response: Response) => response.headers.get("Set-Cookie")!.split(";")[0]!;
const page = (path: string, cookie: string) => fetchWorker(path, { redirect: "manual", headers: { Cookie: cookie } });

beforeAll(async () => {
  await seedDemo();
});

describe("sessions end on the server", () => {
  it("a viewer's old cookie is refused after logout", async () => {
    const viewer = await newUser("leaver");
    const login = await fetchWorker("/login", form({ identifier: viewer.username, password: viewer.password, redirectTo: "/" }));
    expect(login.status).toBe(302);
    const cookie = cookieOf(login);
    expect((await page("/profile", cookie)).status).toBe(200);
    const logout = await fetchWorker("/logout", form({}, { Cookie: cookie }));
    expect(logout.status).toBe(302);
    const after = await page("/profile", cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toBe("/login");
  });

  it("an admin's old cookie is refused after logout", async () => {
    const login = await fetchWorker(env.ADMIN_BASE_PATH, form({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }));
    const cookie = cookieOf(login);
    expect((await page(`${env.ADMIN_BASE_PATH}/admin/genres`, cookie)).status).toBe(200);
    await fetchWorker(`${env.ADMIN_BASE_PATH}/admin/logout`, form({}, { Cookie: cookie }));
    const after = await page(`${env.ADMIN_BASE_PATH}/admin/genres`, cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toBe(env.ADMIN_BASE_PATH);
  });

  it("a new password needs the current one and ends every other session of the account", async () => {
    const viewer = await newUser("mover");
    const elsewhere = (await call("POST", "/users/login", { json: { identifier: viewer.email, password: viewer.password } })).data.token;
    const body = { email: viewer.email, username: viewer.username, password: "a-new-password-1" };
    await expectError(call("PUT", "/users/me", { token: viewer.token, json: body }), 400, "Enter your current password to set a new one");
    await expectError(
      call("PUT", "/users/me", { token: viewer.token, json: { ...body, current_password: "not-it-at-all" } }),
      400,
      "Current password is incorrect",
    );
    expect((await call("GET", "/users/me", { token: elsewhere })).status).toBe(200);
    expect((await call("PUT", "/users/me", { token: viewer.token, json: { ...body, current_password: viewer.password } })).status).toBe(
      200,
    );
    await expectError(call("GET", "/users/me", { token: elsewhere }), 401, "Invalid or expired token");
    expect((await call("GET", "/users/me", { token: viewer.token })).status).toBe(200);
  });

  it("logout by the API ends one session, or every one", async () => {
    const viewer = await newUser("apiout");
    const second = (await call("POST", "/users/login", { json: { identifier: viewer.username, password: viewer.password } })).data.token;
    const third = (await call("POST", "/users/login", { json: { identifier: viewer.username, password: viewer.password } })).data.token;
    expect((await call("POST", "/users/logout", { token: viewer.token, json: {} })).status).toBe(200);
    await expectError(call("GET", "/users/me", { token: viewer.token }), 401);
    expect((await call("GET", "/users/me", { token: second })).status).toBe(200);
    expect((await call("POST", "/users/logout", { token: second, json: { everywhere: true } })).status).toBe(200);
    await expectError(call("GET", "/users/me", { token: third }), 401);
    const admin = await adminToken();
    expect((await call("POST", "/admin/logout", { token: admin })).status).toBe(200);
    await expectError(call("GET", "/admin/me", { token: admin }), 401);
  });

  it("signing out everywhere from the profile ends the browser's other sessions", async () => {
    const viewer = await newUser("everywhere");
    const cookie = cookieOf(await fetchWorker("/login", form({ identifier: viewer.username, password: viewer.password, redirectTo: "/" })));
    expect((await page("/profile", cookie)).status).toBe(200);
    const out = await fetchWorker("/logout", form({ everywhere: "1" }, { Cookie: cookie }));
    expect(out.headers.get("Location")).toBe("/login");
    await expectError(call("GET", "/users/me", { token: viewer.token }), 401);
    expect((await page("/profile", cookie)).status).toBe(302);
  });

  it("blocking a user ends their sessions, and they are told they are blocked", async () => {
    const viewer = await newUser("blocked");
    const admin = await adminToken();
    await call("POST", `/users/${viewer.id}/block`, { token: admin });
    await expectError(call("GET", "/users/me", { token: viewer.token }), 403, "Your account is blocked. Contact admin.");
    await call("POST", `/users/${viewer.id}/unblock`, { token: admin });
    await expectError(call("GET", "/users/me", { token: viewer.token }), 401, "Invalid or expired token");
  });

  it("an admin session left idle ends", async () => {
    const admin = await adminToken();
    expect((await call("GET", "/admin/me", { token: admin })).status).toBe(200);
    const { db } = testAppContext();
    const sid = JSON.parse(atob(admin.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).sid as string;
    await db
      .update(authSessions)
      .set({ lastSeenAt: new Date(Date.now() - ADMIN_IDLE_MS - 1000).toISOString() })
      .where(eq(authSessions.id, sid));
    await expectError(call("GET", "/admin/me", { token: admin }), 401);
  });
});

// Issue #35: the root loader and a page's own loader run side by side on one request, and each
// asked D1 for the session. The real binding, wrapped to note each statement it prepares.
describe("one session read per render", () => {
  const episodePage = async () =>
    `/${(await env.DB.prepare("SELECT slug FROM series ORDER BY id LIMIT 1").first<{ slug: string }>())!.slug}/episode/1`;
  it.each([
    ["the profile", async () => "/profile"],
    ["an episode page", episodePage],
    ["home", async () => "/"],
  ])("%s reads the signed-in viewer's session once", async (_page, pathOf) => {
    const path = await pathOf();
    const viewer = await newUser("readonce");
    const login = await fetchWorker("/login", form({ identifier: viewer.username, password: viewer.password, redirectTo: "/" }));
    const statements: string[] = [];
    const watched = failingD1(env.DB, (query) => {
      statements.push(query);
      return false;
    });
    const response = await fetchWorker(path, { headers: { Cookie: cookieOf(login) } }, { DB: watched });
    expect(response.status).toBe(200);
    // The session is read joined to its user (app/.server/auth/server-sessions.ts).
    expect(statements.filter((query) => query.includes(`"auth_sessions"."id" = ?`))).toHaveLength(1);
  });
});

describe("login limits", () => {
  const login = (identifier: string, password: string, ip: string) =>
    call("POST", "/users/login", { json: { identifier, password }, headers: { "CF-Connecting-IP": ip } });

  it("count every alias of an account from every address, refuse the right password inside the lockout, and say when to retry", async () => {
    const viewer = await newUser("aliased");
    for (const [identifier, ip] of [
      [viewer.username, "192.0.2.1"],
      [viewer.email.toUpperCase(), "192.0.2.2"],
      [viewer.username.toUpperCase(), "192.0.2.3"],
      [viewer.email, "192.0.2.4"],
      [viewer.username, "192.0.2.5"],
    ] as const) {
      await expectError(login(identifier, "wrong-password", ip), 401);
    }
    const locked = await expectError(
      login(viewer.email, viewer.password, "192.0.2.6"),
      429,
      "Too many failed attempts. Try again in 15 minutes.",
    );
    const retry = Number(locked.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
  });

  it("count a wrong current password as a failed login of the account, so a stolen token cannot guess it outside them", async () => {
    const viewer = await newUser("guessed");
    const body = { email: viewer.email, username: viewer.username, password: "taken-over-1" };
    const change = (current: string, ip: string) =>
      call("PUT", "/users/me", { token: viewer.token, json: { ...body, current_password: current }, headers: { "CF-Connecting-IP": ip } });
    for (let i = 1; i <= 5; i++) await expectError(change(`guess-${i}`, `192.0.2.${40 + i}`), 400, "Current password is incorrect");
    await expectError(change(viewer.password, "192.0.2.50"), 429, "Too many failed attempts. Try again in 15 minutes.");
    await expectError(login(viewer.username, viewer.password, "192.0.2.51"), 429);
    expect((await call("GET", "/users/me", { token: viewer.token })).status).toBe(200);
  });

  /** How long a 429 asks the caller to wait: about the first lockout's 15 minutes. */
  const expectRetryAfterFirstLockout = (response: Response) => {
    expect(response.status).toBe(429);
    const retry = Number(response.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
  };

  it("say when to retry on the profile form, JavaScript off, as the API does (#34, point 5)", async () => {
    const viewer = await newUser("profiled");
    const cookie = cookieOf(await fetchWorker("/login", form({ identifier: viewer.username, password: viewer.password, redirectTo: "/" })));
    const change = (current: string, ip: string, path = "/profile") =>
      fetchWorker(
        path,
        form(
          {
            email: viewer.email,
            username: viewer.username,
            password: "taken-over-1",
            confirm_password: "taken-over-1",
            current_password: current,
          },
          { Cookie: cookie, "CF-Connecting-IP": ip },
        ),
      );
    for (let i = 1; i <= 5; i++) expect((await change(`guess-${i}`, `192.0.2.${60 + i}`)).status).toBe(400);
    const locked = await change(viewer.password, "192.0.2.70");
    expectRetryAfterFirstLockout(locked);
    expect(await locked.text()).toContain("Too many failed attempts. Try again in 15 minutes.");
    // With JavaScript the form posts to the page's .data address (single fetch): the same header.
    expectRetryAfterFirstLockout(await change(viewer.password, "192.0.2.71", "/profile.data"));
  });

  it("say when to retry on the login form, JavaScript off (#34, point 5)", async () => {
    const viewer = await newUser("formlogin");
    const attempt = (password: string, ip: string) =>
      fetchWorker("/login", form({ identifier: viewer.username, password, redirectTo: "/" }, { "CF-Connecting-IP": ip }));
    for (let i = 1; i <= 5; i++) expect((await attempt(`guess-${i}`, `192.0.2.${80 + i}`)).status).toBe(401);
    expectRetryAfterFirstLockout(await attempt(viewer.password, "192.0.2.90"));
  });

  it("say when to retry on the admin login form, JavaScript off (#34, point 5)", async () => {
    // A name no admin has is locked on its own, so the real admin's logins in this file go on.
    const attempt = (ip: string) =>
      fetchWorker(env.ADMIN_BASE_PATH, form({ username: "no-admin-here", password: "guess" }, { "CF-Connecting-IP": ip }));
    for (let i = 1; i <= 5; i++) expect((await attempt(`192.0.2.${100 + i}`)).status).toBe(401);
    expectRetryAfterFirstLockout(await attempt("192.0.2.110"));
  });

  it("cost an unknown admin name a whole password hash, as a wrong password does", async () => {
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    try {
      for (const username of ["no-such-admin", env.ADMIN_USERNAME]) {
        derive.mockClear();
        await expectError(
          call("POST", "/admin/login", {
            json: { username, password: "not-the-password" },
            headers: { "CF-Connecting-IP": "198.51.100.77" },
          }),
          401,
          "Invalid username or password",
        );
        expect(derive, username).toHaveBeenCalledTimes(1);
        expect((derive.mock.calls[0]![0] as Pbkdf2Params).iterations).toBe(PBKDF2_ITERATIONS);
      }
    } finally {
      derive.mockRestore();
    }
  });

  it("count one address across accounts", async () => {
    const viewer = await newUser("bystander");
    for (let i = 0; i < 20; i++) await expectError(login(`nobody-${i}`, "guess", "198.18.0.1"), 401);
    await expectError(login(viewer.username, viewer.password, "198.18.0.1"), 429);
    expect((await login(viewer.username, viewer.password, "198.18.0.2")).status).toBe(200);
  });

  it("grow with each round of failures", () => {
    expect([4, 5, 9, 10, 15, 40, 200].map((failures) => lockoutMs(failures, 5) / 60_000)).toEqual([0, 15, 15, 30, 60, 1440, 1440]);
  });
});

describe("the caller's address", () => {
  const local = { CLIENT_IP_FROM: "local" };

  it("is not taken from a client's header in a local run: the allow-list holds", async () => {
    const { db } = testAppContext();
    await db.insert(allowedIps).values({ ip: "203.0.113.200", label: "only this one" });
    try {
      const forged = { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD };
      const asLocal = await fetchWorker(
        "/api/admin/login",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.200" },
          body: JSON.stringify(forged),
        },
        local,
      );
      expect(asLocal.status).toBe(403);
      // Behind Cloudflare the header is the edge's own, so there it is the caller.
      expect((await call("POST", "/admin/login", { json: forged, headers: { "CF-Connecting-IP": "203.0.113.200" } })).status).toBe(200);
    } finally {
      await db.delete(allowedIps).where(eq(allowedIps.ip, "203.0.113.200"));
    }
  });

  it("is not taken from a client's header in a local run: a new forged address gets no fresh tries", async () => {
    const viewer = await newUser("forger");
    const attempt = (password: string, ip: string) =>
      fetchWorker(
        "/api/users/login",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
          body: JSON.stringify({ identifier: `ghost-${ip}`, password }),
        },
        local,
      );
    for (let i = 0; i < 20; i++) expect((await attempt("guess", `10.9.0.${i}`)).status).toBe(401);
    const real = await fetchWorker(
      "/api/users/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "10.9.1.1" },
        body: JSON.stringify({ identifier: viewer.username, password: viewer.password }),
      },
      local,
    );
    expect(real.status).toBe(429);
  });
});
