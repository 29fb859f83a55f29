// Issue #24, platform faults: D1 failing in passing (its retryable errors) gets API readers a 503
// with Retry-After and the house error shape, never a 500 or a stack, and changes nothing.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { rowCount } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

const passing = () => new Error("D1_ERROR: Network connection lost.");

/** A statement of the real binding whose every way of running fails as D1 does when it drops out. */
const failingStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
  new Proxy(statement, {
    get(target, name, receiver) {
      if (name === "bind") return (...values: unknown[]) => failingStatement(target.bind(...values));
      if (["first", "all", "run", "raw"].includes(String(name))) return () => Promise.reject(passing());
      return Reflect.get(target, name, receiver);
    },
  });

/** The real D1 binding (and its sessions), failing every query. */
function failingD1(database: D1Database | D1DatabaseSession): D1Database {
  return new Proxy(database, {
    get(target, name, receiver) {
      if (name === "prepare") return (query: string) => failingStatement(target.prepare(query));
      if (name === "batch") return () => Promise.reject(passing());
      if (name === "withSession") return (constraint?: string) => failingD1((target as D1Database).withSession(constraint));
      return Reflect.get(target, name, receiver);
    },
  }) as D1Database;
}

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
    const response = await fetchWorker("/api/users/register", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "outage@example.com", username: "outage", password: "long-enough-1" }) }, { DB: failingD1(env.DB) });
    expect(response.status).toBe(503);
    expect(await rowCount("users")).toBe(before);
  });
});
