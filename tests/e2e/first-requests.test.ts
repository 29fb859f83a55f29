// Issue #86: what a new isolate loads on first use (a chunk of its own, decision 056) must answer
// the first request that needs it. Each kind of request is the first one a fresh workerd serves:
// the built worker started anew for it on one seeded state (scripts/local-server.ts), asked
// nothing before it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_VIEWER } from "~/.server/seed/seed";
import arMessages from "../../messages/ar.json";
import enMessages from "../../messages/en.json";
import zhHansMessages from "../../messages/zh-Hans.json";
import { startLocalServer } from "../../scripts/local-server";
import { localD1File, prepareLocalState } from "../../scripts/local-stack";

const persistTo = mkdtempSync(join(tmpdir(), "anime-first-requests-"));
let series: { slug: string; title: string };
let roomId: string;
let token: string;

/**
 * A fresh server on the state: its isolate has answered nothing yet. Its port is the system's
 * pick as it listens: one asked for beforehand could be taken meanwhile by another file's server.
 */
function freshServer() {
  return startLocalServer({ port: 0, persistTo, makeVariants: false });
}

/** `ask`'s answer from a fresh server, as its first request. */
async function firstAnswer(ask: (origin: string) => Promise<Response>) {
  const { origin, dispose } = await freshServer();
  try {
    const response = await ask(origin);
    return { status: response.status, type: response.headers.get("Content-Type") ?? "", text: await response.text() };
  } finally {
    await dispose();
  }
}

const bearer = () => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  await prepareLocalState(persistTo, "drawn");
  const db = new DatabaseSync(localD1File(persistTo), { readOnly: true });
  series = db
    .prepare("SELECT slug, title FROM series WHERE id = (SELECT series_id FROM episodes WHERE episode_number = 1 ORDER BY id LIMIT 1)")
    .get() as typeof series;
  db.close();
  // A room to ask for, opened by the demo viewer on a server of its own.
  const { origin, dispose } = await freshServer();
  try {
    const login = await fetch(`${origin}/api/users/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ identifier: DEMO_VIEWER.username, password: DEMO_VIEWER.password }),
    });
    token = ((await login.json()) as { token: string }).token;
    const opened = await fetch(`${origin}/api/rooms`, {
      method: "POST",
      headers: { ...bearer(), "Content-Type": "application/json" },
      body: JSON.stringify({ episode_id: 1 }),
    });
    expect(opened.status).toBe(201);
    roomId = ((await opened.json()) as { id: string }).id;
  } finally {
    await dispose();
  }
}, 120_000);

afterAll(() => rmSync(persistTo, { recursive: true, force: true }));

describe("the first request to a new isolate", () => {
  it.each([
    ["the home", "/"],
    ["a series page", () => `/${series.slug}`],
    ["an episode page", () => `/${series.slug}/episode/1`],
    ["the list, searched", () => `/list?q=${encodeURIComponent(series.title)}`],
  ])("renders %s", async (_, path) => {
    const answer = await firstAnswer((origin) => fetch(`${origin}${typeof path === "string" ? path : path()}`));
    expect(answer.status).toBe(200);
    expect(answer.type).toContain("text/html");
    expect(answer.text).toContain(series.title);
  });

  it("renders a page in another language, its tables read from the static files then (decision 069)", async () => {
    // One server after the other: two workerds on one state's files at once lock each other out
    // of SQLite (SQLITE_BUSY, seen once under a full run's load: a view is counted as it is answered).
    const zhHans = await firstAnswer((origin) => fetch(`${origin}/zh-Hans/${series.slug}`));
    const ar = await firstAnswer((origin) => fetch(`${origin}/ar/login`));
    expect(zhHans.status).toBe(200);
    expect(zhHans.text).toContain(`<html lang="zh-Hans"`);
    expect(zhHans.text).toContain(zhHansMessages.layout_nav_browse);
    expect(zhHans.text).not.toContain(`>${enMessages.layout_nav_browse}<`);
    expect(ar.status).toBe(200);
    expect(ar.text).toContain(arMessages.auth_login_submit);
  });

  it("answers an API call", async () => {
    const answer = await firstAnswer((origin) => fetch(`${origin}/api/series?q=${encodeURIComponent(series.title)}&limit=1`));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject([{ slug: series.slug, title: series.title }]);
  });

  it("lets a member into a room", async () => {
    const answer = await firstAnswer((origin) => fetch(`${origin}/api/rooms/${roomId}/ticket`, { method: "POST", headers: bearer() }));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveProperty("ticket", expect.any(String));
  });

  it("starts a passkey sign-in (its verifier loaded then)", async () => {
    const answer = await firstAnswer((origin) => fetch(`${origin}/api/users/passkeys/sign-in/options`, { method: "POST" }));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveProperty("challenge", expect.any(String));
  });
});
