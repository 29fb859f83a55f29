import { fetchWorker } from "../support/worker";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../support/app-context";

type SeriesJson = { id: number; title: string; slug: string; genres: string[]; tags: string[]; episodes?: EpisodeJson[] };
type EpisodeJson = { episode_number: number; servers: { label: string; url: string; type: string }[] };

const api = (path: string) => fetchWorker(`/api${path}`);

beforeAll(async () => {
  await seedDemo();
});

describe("GET /api/series", () => {
  it("lists the series stored in D1 with their genres and tags as arrays", async () => {
    const response = await api("/series");
    expect(response.status).toBe(200);
    const list = (await response.json()) as SeriesJson[];
    expect(list.length).toBeGreaterThanOrEqual(30);
    const jade = list.find((series) => series.title === "Sword of the Jade Emperor");
    expect(jade).toMatchObject({ slug: "sword-of-the-jade-emperor", tags: ["cultivation", "martial arts", "revenge"] });
    expect(jade!.genres.length).toBeGreaterThanOrEqual(2);
  });
});

describe("GET /api/series/{id}", () => {
  it("answers one series with its episodes in order, each with servers", async () => {
    const response = await api("/series/2");
    expect(response.status).toBe(200);
    const series = (await response.json()) as SeriesJson;
    expect(series.title).toBe("Stellar Ramen Detectives");
    const numbers = series.episodes!.map((episode) => episode.episode_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(series.episodes![0]!.servers.length).toBe(2);
  });

  it("answers 404 JSON for a series that does not exist", async () => {
    const response = await api("/series/99999");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Series not found" });
  });
});

describe("the /api app", () => {
  it("answers its own 404 as JSON", async () => {
    const response = await api("/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  it("sends the baseline security headers", async () => {
    const response = await api("/series");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("the home page", () => {
  it("renders seeded titles and covers in the server HTML", async () => {
    const response = await fetchWorker("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    // The weekly Top 10 is seeded as it is on any date (the home's other lists follow release dates).
    const top10 = (await (await api("/top10?tab=weekly")).json()) as { title: string }[];
    const plain = top10.map((entry) => entry.title).filter((title) => /^[\w ]+$/.test(title));
    expect(plain.length).toBeGreaterThan(0);
    for (const title of plain) expect(html).toContain(title);
    expect(html).toMatch(/<img src="\/uploads\/[a-f0-9]{64}\.png"/);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("refuses a form post from another site", async () => {
    const response = await fetchWorker("/", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });
});
