// Issue #24, platform faults: D1 failing in passing (its retryable errors) gets API readers a 503
// with Retry-After and the house error shape, never a 500 or a stack, and changes nothing.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, rowCount } from "../support/api";
import { failingD1 } from "../support/faults";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

beforeAll(async () => {
  await seedDemo();
});

describe("with D1 failing in passing", () => {
  it("answers API reads 503 with Retry-After and the error shape", async () => {
    for (const path of ["/api/series", "/api/series/1", "/api/genres", "/api/top10?tab=weekly", "/api/series/suggest?q=dragon"]) {
      const response = await fetchWorker(path, undefined, { DB: failingD1(env.DB) });
      expect(response.status, path).toBe(503);
      expect(response.headers.get("Retry-After"), path).toBe("5");
      expect(await response.json(), path).toEqual({ error: "The catalogue is busy; try again in a moment." });
    }
  });

  it("answers a write 503 and writes nothing", async () => {
    const before = await rowCount("users");
    const response = await fetchWorker(
      "/api/users/register",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "outage@example.com", username: "outage", password: "long-enough-1" }),
      },
      { DB: failingD1(env.DB) },
    );
    expect(response.status).toBe(503);
    expect(await rowCount("users")).toBe(before);
  });

  it("keeps an admin write whose audit entry failed, says it was made, and writes the entry later", async () => {
    const admin = await adminToken();
    let auditFailed = false;
    // Only the first audit insert fails: the write before it stands, the retry after it succeeds.
    const failsFirstAudit = (query: string) => query.includes('"audit_log"') && !auditFailed && (auditFailed = true);
    const name = "Audit Outage";
    const response = await fetchWorker(
      "/api/genres",
      { method: "POST", headers: { Authorization: `Bearer ${admin}`, "Content-Type": "application/json" }, body: JSON.stringify({ name }) },
      { DB: failingD1(env.DB, failsFirstAudit) },
    );
    expect(auditFailed).toBe(true);
    expect(response.status).toBe(201);
    const genres = (await call("GET", "/genres")).data as { name: string }[];
    expect(genres.map((genre) => genre.name)).toContain(name);
    const entry = await env.DB.prepare(
      "SELECT action, entity FROM audit_log WHERE detail = 'POST /api/genres' ORDER BY id DESC LIMIT 1",
    ).first();
    expect(entry).toEqual({ action: "create", entity: "genres" });
  });
});
