// Issue #84, its first part: a series' content rating on MyAnimeList's scale, typed by the admin
// (form, API, bulk import) or filled from the series' source (MyAnimeList's `rating`, AniList's
// `isAdult` as Rx), answered by the API and filtered by. The caps on what the site and a profile
// show come after.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { drawRealSizeCover } from "~/.server/seed/media";
import { importSeries } from "~/domain/series/bulk-import.server";
import { exportSeries } from "~/domain/series/export.server";
import { parseSeriesFile } from "~/domain/series/import-format";
import { adminToken, call, expectError } from "../support/api";
import { testAppContext } from "../support/app-context";
import { realSeriesWithIds } from "../support/real-titles";

let admin: string;
// Older series than other files take: the stand-ins are one server for every file, and another
// file says things of the newest (a cover on another host).
const [typed, fromMal, fromAniList, imported] = realSeriesWithIds(300).slice(0, 4) as ReturnType<typeof realSeriesWithIds>;
const standIn = (path: string, init?: RequestInit) => fetch(`${env.SOURCES_STAND_IN}${path}`, init);

beforeAll(async () => {
  admin = await adminToken();
  // Said before any lookup: lookups are kept a day.
  await standIn("/__set", { method: "POST", body: JSON.stringify({ adult: fromAniList!.anilist_id }) });
  // Its cover at the size a key visual is, where AniList's answer names it.
  const cover = await drawRealSizeCover(env.IMAGES, fromAniList!.title);
  expect((await standIn(`/art/cover-${fromAniList!.anilist_id}.jpg`, { method: "PUT", body: cover })).status).toBe(201);
});

describe("a series' content rating", () => {
  let id: number;

  it("is typed by the admin, answered, and filtered by; unknown until said", async () => {
    const created = await call("POST", "/series", {
      token: admin,
      json: { title: typed!.title, description: "Typed here.", rating: "pg_13" },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    id = created.data.id;
    expect((await call("GET", `/series/${id}`)).data.rating).toBe("pg_13");

    const teens = await call("GET", "/series?rating=pg_13&limit=100");
    expect(teens.data.map((one: { id: number }) => one.id)).toContain(id);
    expect(teens.data.every((one: { rating: string }) => one.rating === "pg_13")).toBe(true);
    expect((await call("GET", "/series?rating=rx&limit=100")).data.map((one: { id: number }) => one.id)).not.toContain(id);

    const unrated = await call("POST", "/series", { token: admin, json: { title: `${typed!.title} 2`, description: "No rating said." } });
    expect(unrated.data.rating).toBeNull();
  });

  it("refuses a rating off the scale, naming the scale, and changes nothing", async () => {
    await expectError(
      call("PUT", `/series/${id}`, { token: admin, json: { rating: "nc17" } }),
      400,
      "Content rating must be one of g, pg, pg_13, r, r_plus, rx",
    );
    await expectError(call("GET", "/series?rating=PG-13"), 400);
    expect((await call("GET", `/series/${id}`)).data.rating).toBe("pg_13");
    const changed = await call("PUT", `/series/${id}`, { token: admin, json: { rating: "r_plus" } });
    expect(changed.data.rating).toBe("r_plus");
  });

  it("comes from MyAnimeList's rating and AniList's adult flag when a series is added from them", async () => {
    const mal = await call("GET", `/series/lookup?source=mal&id=${fromMal!.mal_id}`, { token: admin });
    expect(mal.data.rating).toBe("pg_13");
    const adult = await call("GET", `/series/lookup?source=anilist&id=${fromAniList!.anilist_id}`, { token: admin });
    expect(adult.data.rating).toBe("rx");
    const added = await call("POST", "/series", {
      token: admin,
      json: { from: { source: "anilist", id: fromAniList!.anilist_id }, description: "Written here." },
    });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    expect(added.data.rating).toBe("rx");
  });

  it("goes in and out with the bulk import and the export", async () => {
    const app = testAppContext();
    const file = parseSeriesFile(`title,description,rating\n"${imported!.title}",Imported.,r\n`);
    if (!file.ok) throw new Error(JSON.stringify(file));
    const plan = await importSeries(app, file.rows);
    expect(plan.rows[0]).toMatchObject({ state: "new" });
    const exported = (await exportSeries(app)).find((one) => one.title === imported!.title);
    expect(exported?.rating).toBe("r");

    const offScale = parseSeriesFile(`title,description,rating\nAnother,Imported.,R18\n`);
    if (!offScale.ok) throw new Error(JSON.stringify(offScale));
    await expect(importSeries(app, offScale.rows)).rejects.toThrow();
    expect((await exportSeries(app)).some((one) => one.title === "Another")).toBe(false);
  });
});
