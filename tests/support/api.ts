import { env } from "cloudflare:test";
import { expect } from "vitest";
import { todayIn } from "~/lib/dates";
import { seedDemo } from "./app-context";
import { fetchWorker } from "./worker";

type CallOptions = {
  token?: string | null;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Configuration or bindings for this request only (fetchWorker's `vars`). */
  vars?: Record<string, unknown>;
};

/** A request to the real worker (Hono /api inside workerd, over this test file's storage). */
export async function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined && method !== "GET" && method !== "HEAD") {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetchWorker(`/api${path}`, { method, headers, body }, options.vars);
  const text = await response.text();
  let data: any = text;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, data };
}

/** Asserts the house error shape and status. */
export async function expectError(promise: ReturnType<typeof call>, status: number, text?: string | RegExp) {
  const response = await promise;
  expect(response.status, JSON.stringify(response.data)).toBe(status);
  expect(response.data).toEqual({ error: expect.any(String) });
  if (typeof text === "string") expect(response.data.error).toBe(text);
  else if (text) expect(response.data.error).toMatch(text);
  return response;
}

export async function adminToken(ip?: string): Promise<string> {
  const response = await call("POST", "/admin/login", {
    json: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    headers: ip ? { "CF-Connecting-IP": ip } : {},
  });
  expect(response.status, JSON.stringify(response.data)).toBe(200);
  return response.data.token;
}

/** The demo seeded around the site's today, and an admin token: the start of the schedule tests. */
export async function seededForAdmin(): Promise<{ admin: string; today: string }> {
  const today = todayIn(env.SITE_TIMEZONE);
  await seedDemo(today);
  return { admin: await adminToken(), today };
}

let users = 0;

/**
 * Registers a fresh viewer and logs in; answers its token and names. Each comes from a /64 of its
 * own (IPv6 documentation space; the per-address limits count IPv6 by its /64), as viewers do, so
 * those limits count no test's viewers together.
 */
export async function newUser(prefix = "viewer") {
  users += 1;
  const username = `${prefix}${users}${Math.floor(Math.random() * 1e6)}`;
  const email = `${username}@example.com`;
  const password = "a-good-password";
  const headers = { "CF-Connecting-IP": `2001:db8:0:${users.toString(16)}::1` };
  const registered = await call("POST", "/users/register", { json: { email, username, password }, headers });
  expect(registered.status, JSON.stringify(registered.data)).toBe(201);
  const login = await call("POST", "/users/login", { json: { identifier: username, password } });
  expect(login.status).toBe(200);
  return { id: registered.data.user.id as number, username, email, password, token: login.data.token as string };
}

export function multipart(
  field: string,
  bytes: Uint8Array<ArrayBuffer>,
  filename: string,
  type = "application/octet-stream",
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(field, new File([bytes], filename, { type }));
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

export async function rowCount(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** A viewer's list here, by series id: where each stands, as the API answers it. */
export const listHere = async (who: { token: string }) =>
  new Map(
    (
      (await call("GET", "/users/me/list", { token: who.token })).data as {
        series: { id: number };
        status: string;
        score: number | null;
        progress: number;
      }[]
    ).map((entry) => [entry.series.id, { status: entry.status, score: entry.score, progress: entry.progress }]),
  );
