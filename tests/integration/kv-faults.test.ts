// Issue #24, platform faults: KV failing (the Top 10 and schedule cache) degrades to reading D1,
// never to an error page or a lost write. The page cache does not need KV at all (issue #25).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/api";
import { seedDemo } from "../support/app-context";
import { failingBinding } from "../support/faults";
import { fetchWorker } from "../support/worker";

const failingKv = failingBinding(env.CACHE, "KV");
const withoutKv = (url: string, init?: RequestInit) => fetchWorker(url, init, { CACHE: failingKv });

let admin: string;
beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

describe("with KV down", () => {
  it("renders the public pages from D1 and still shares them", async () => {
    for (const path of ["/", "/list", "/atoz"]) {
      const response = await withoutKv(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("X-Page-Cache"), path).toBe("MISS");
      expect((await withoutKv(path)).headers.get("X-Page-Cache"), path).toBe("HIT");
    }
    // The home page's Top 10 is read from D1: its plainly written titles are on the page.
    const top10 = (await (await withoutKv("/api/top10?tab=weekly")).json()) as { title: string }[];
    const plain = top10.map((entry) => entry.title).filter((title) => /^[\w ]+$/.test(title));
    expect(plain.length).toBeGreaterThan(0);
    const home = await (await withoutKv("/")).text();
    for (const title of plain) expect(home).toContain(title);
  });

  it("answers the Top 10 and the schedule from D1", async () => {
    for (const path of ["/api/top10?tab=weekly", "/api/schedule"]) {
      const response = await withoutKv(path);
      expect(response.status, path).toBe(200);
    }
  });

  it("keeps a write that could not clear the cache, and says it succeeded", async () => {
    const created = await withoutKv("/api/genres", {
      method: "POST",
      headers: { Authorization: `Bearer ${admin}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Kv Outage" }),
    });
    expect(created.status).toBe(201);
    const genres = (await (await fetchWorker("/api/genres")).json()) as { name: string }[];
    expect(genres.map((genre) => genre.name)).toContain("Kv Outage");
  });
});
