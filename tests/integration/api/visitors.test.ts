import { beforeAll, describe, expect, it } from "vitest";
import { countEpisodeView } from "~/domain/visitors/commands.server";
import { adminToken, call, expectError } from "../../support/api";
import { seedDemo, testAppContext } from "../../support/app-context";

let admin: string;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

const logFrom = (headers: Record<string, string>, json?: unknown) => call("POST", "/visitors/log", { headers, json });

describe("visits", () => {
  it("are logged with time, IP, agent, referrer, path and how the visitor came", async () => {
    expect(
      (
        await logFrom({
          "CF-Connecting-IP": "192.0.2.1",
          "User-Agent": "Tester",
          Referer: "https://site.example/about?utm_source=newsletter",
        })
      ).status,
    ).toBe(201);
    await logFrom({ Referer: "https://site.example/contact" }, { referrer: "https://www.google.com/search?q=anime" });
    await logFrom({ Referer: "https://site.example/" });
    const { data } = await call("GET", "/visitors", { token: admin });
    expect(data.map((v: Record<string, string>) => [v.path, v.how_came])).toEqual([
      ["/", "direct"],
      ["/contact", "www.google.com"],
      ["/about", "newsletter"],
    ]);
    expect(data[2]).toMatchObject({ ip: "192.0.2.1", user_agent: "Tester", visit_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it("are filtered by how_came, referrer and date, and paged", async () => {
    expect((await call("GET", "/visitors?how_came=newsletter", { token: admin })).data).toHaveLength(1);
    expect((await call("GET", "/visitors?referrer=google", { token: admin })).data).toHaveLength(1);
    expect((await call("GET", "/visitors?date=2001-01-01", { token: admin })).data).toEqual([]);
    expect((await call("GET", "/visitors?limit=2&offset=2", { token: admin })).data).toHaveLength(1);
    await expectError(call("GET", "/visitors?limit=1000", { token: admin }), 400, "limit must be at most 100");
  });
});

describe("watch analytics", () => {
  it("count episode views per series per day", async () => {
    const app = testAppContext();
    await countEpisodeView(app, 2, "2026-11-20");
    await countEpisodeView(app, 2, "2026-11-20");
    await countEpisodeView(app, 3, "2026-11-21");
    const { data } = await call("GET", "/visitors/watch-stats?from=2026-11-20&to=2026-11-21", { token: admin });
    expect(data).toEqual([
      { series_id: 3, title: "The Lantern Keeper's Daughter", views: 1, date: "2026-11-21" },
      { series_id: 2, title: "Stellar Ramen Detectives", views: 2, date: "2026-11-20" },
    ]);
    expect((await call("GET", "/visitors/watch-stats?from=2026-11-21", { token: admin })).data).toHaveLength(1);
  });
});
