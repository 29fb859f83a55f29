import { env } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiEnv } from "../../workers/api/env";
import { requireAdmin, requireUser } from "../../workers/api/auth-guards";
import { ensureFirstAdmin } from "~/.server/auth/first-admin";
import { issueToken } from "~/.server/auth/server-sessions";
import { signToken } from "~/.server/auth/tokens";
import { admins, users } from "~/.server/db/schema";
import { testAppContext } from "../support/app-context";

// A small router behind the real guards, over real D1.
const probe = new Hono<ApiEnv>()
  .use("*", async (c, next) => {
    c.set("app", testAppContext());
    await next();
  })
  .get("/user", requireUser, (c) => c.json({ username: c.var.user.username }))
  .get("/admin", requireAdmin, (c) => c.json({ username: c.var.admin.username }));

const call = (path: string, token?: string) => probe.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} }, env);

let userToken: string;
let blockedToken: string;
let adminToken: string;

beforeAll(async () => {
  const { db } = testAppContext();
  await ensureFirstAdmin(db, env);
  const [admin] = await db.select().from(admins);
  const [amy, bob] = await db
    .insert(users)
    .values([
      { email: "amy@example.com", username: "amy", passwordHash: "x" },
      { email: "bob@example.com", username: "bob", passwordHash: "x", blocked: true },
    ])
    .returning();
  userToken = await issueToken(db, "user", amy!, env.JWT_SECRET);
  blockedToken = await issueToken(db, "user", bob!, env.JWT_SECRET);
  adminToken = await issueToken(db, "admin", admin!, env.JWT_SECRET);
});

describe("API guards", () => {
  it("let a user's token through the user door", async () => {
    const response = await call("/user", userToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: "amy" });
  });

  it("answer 401 JSON without a token or with a forged one", async () => {
    expect(await (await call("/user")).json()).toEqual({ error: "Authentication required" });
    const forged = await signToken({ sub: "1", role: "admin", username: "admin", sid: "forged" }, "not-the-secret-but-long-enough-anyway");
    const response = await call("/admin", forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid or expired token" });
  });

  it("answer 403 with the spec's text to a blocked user", async () => {
    const response = await call("/user", blockedToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Your account is blocked. Contact admin." });
  });

  it("never take a user token as an admin token, nor the reverse", async () => {
    expect((await call("/admin", userToken)).status).toBe(403);
    expect((await call("/user", adminToken)).status).toBe(403);
    expect((await call("/admin", adminToken)).status).toBe(200);
  });

  it("refuse the token of an account that no longer exists", async () => {
    const ghost = await signToken({ sub: "999", role: "user", username: "ghost", sid: "none" }, env.JWT_SECRET);
    expect((await call("/user", ghost)).status).toBe(401);
  });
});

describe("the first administrator", () => {
  it("is created once from ADMIN_USERNAME and ADMIN_PASSWORD", async () => {
    const { db } = testAppContext();
    expect(await ensureFirstAdmin(db, env)).toBe(false); // beforeAll already made it
    const rows = await db.select().from(admins);
    expect(rows.map((row) => row.username)).toEqual([env.ADMIN_USERNAME]);
    expect(rows[0]!.passwordHash).not.toContain(env.ADMIN_PASSWORD);
  });
});
