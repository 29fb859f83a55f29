import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SERIES_API_LIMIT } from "~/domain/series/schema";
import { pairPhrase } from "~/lib/title-search";
import { adminToken, call, expectError } from "../../support/api";
import { seedDemo } from "../../support/app-context";

let admin: string;
let total = 0;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  total = Number((await call("GET", "/series?limit=1")).headers.get("X-Total-Count"));
});

const titles = (data: { title: string }[]) => data.map((series) => series.title);
const ftsHits = async (text: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM series_search WHERE series_search MATCH ?")
    .bind(pairPhrase(text))
    .first<{ n: number }>())!.n;

describe("GET /api/series paging", () => {
  it("answers a plain array of one window, the count of all in X-Total-Count and the next page in Link", async () => {
    const first = await call("GET", "/series?limit=5");
    const second = await call("GET", "/series?limit=5&offset=5");
    expect(total).toBeGreaterThanOrEqual(30);
    expect(first.data).toHaveLength(5);
    expect(second.headers.get("X-Total-Count")).toBe(String(total));
    expect(first.headers.get("Link")).toBe('</api/series?limit=5&offset=5>; rel="next"');
    expect(second.headers.get("Link")).toContain('</api/series?limit=5&offset=0>; rel="prev"');
    expect(new Set([...titles(first.data), ...titles(second.data)]).size).toBe(10);
  });

  it(`answers at most ${SERIES_API_LIMIT} series when no window is given`, async () => {
    const { data, headers } = await call("GET", "/series");
    expect(data.length).toBe(Math.min(total, SERIES_API_LIMIT));
    expect(headers.get("X-Total-Count")).toBe(String(total));
  });

  it("filters with the browse page's names", async () => {
    const { data } = await call("GET", "/series?status=Completed&genre=Action&q=a");
    expect(data.length).toBeGreaterThan(0);
    for (const series of data) {
      expect(series.status).toBe("Completed");
      expect(series.genres).toContain("Action");
      expect(series.title.toLowerCase()).toContain("a");
    }
  });

  it("filters a search of two or more characters to the same series and count in relevance and title order", async () => {
    const query = "/series?genre=Action&q=on&limit=100";
    const [ranked, byTitle] = await Promise.all([call("GET", query), call("GET", `${query}&sort=title`)]);
    expect(ranked.data.length).toBeGreaterThan(1);
    expect(ranked.headers.get("X-Total-Count")).toBe(String(ranked.data.length));
    expect(byTitle.headers.get("X-Total-Count")).toBe(String(ranked.data.length));
    expect(new Set(titles(ranked.data))).toEqual(new Set(titles(byTitle.data)));
    for (const series of ranked.data) expect(series.genres).toContain("Action");
  });

  it("pages the home lists the same way", async () => {
    const { data, headers } = await call("GET", "/series/popular?limit=2");
    expect(data).toHaveLength(2);
    expect(Number(headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(2);
  });

  it.each(["limit=0", `limit=${SERIES_API_LIMIT + 1}`, "offset=-1", "limit=abc", "status=Paused"])("refuses %s with 400", async (query) => {
    await expectError(call("GET", `/series?${query}`), 400);
  });
});

describe("the title search index", () => {
  it("follows a series through create, rename and delete", async () => {
    const created = await call("POST", "/series", { token: admin, json: { title: "Crimson Quillwort Saga", description: "A test" } });
    expect(created.status).toBe(201);
    expect(titles((await call("GET", "/series?q=quillwort s")).data)).toEqual(["Crimson Quillwort Saga"]);
    expect(await ftsHits("quillwort")).toBe(1);

    expect((await call("PUT", `/series/${created.data.id}`, { token: admin, json: { title: "Azure Marrowtide Saga" } })).status).toBe(200);
    expect((await call("GET", "/series?q=quillwort")).data).toEqual([]);
    expect(titles((await call("GET", "/series?q=MARROWTIDE SA")).data)).toEqual(["Azure Marrowtide Saga"]);
    expect(await ftsHits("quillwort")).toBe(0);

    expect((await call("DELETE", `/series/${created.data.id}`, { token: admin })).status).toBe(200);
    expect((await call("GET", "/series?q=azure marrowtide")).data).toEqual([]);
    expect(await ftsHits("azure marrowtide")).toBe(0);
  });
});
