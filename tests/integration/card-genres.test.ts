// Issue #70: a card's genres are kept on its series row (series.genre_list, migration 0038) by
// triggers, whoever links, unlinks, renames or deletes a genre, so a list of cards reads one row a
// card. Each step compares every series' kept list with its links, and the cards with the change.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call } from "../support/api";
import { seedDemo } from "../support/app-context";

let admin: string;
beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

/** How many series' kept genre lists differ from their links. */
const drifted = async () =>
  (await env.DB.prepare(
    `SELECT count(*) AS n FROM series s WHERE s.genre_list IS NOT (SELECT json_group_array(json_array(g.id, g.name))
      FROM series_genres sg JOIN genres g ON g.id = sg.genre_id WHERE sg.series_id = s.id)`,
  ).first<{ n: number }>())!.n;

/** The genres a series' card shows in the API's list. */
async function cardGenres(id: number): Promise<string[]> {
  const { data } = await call("GET", "/series?limit=100");
  return (data as { id: number; genres: string[] }[]).find((card) => card.id === id)!.genres;
}

describe("a card's genres, kept on its series", () => {
  it("start as the seeded links", async () => {
    expect(await drifted()).toBe(0);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM series WHERE genre_list <> '[]'").first<{ n: number }>())!;
    expect(n).toBeGreaterThan(10);
  });

  it("follow a series' links set, a genre renamed and a genre deleted", async () => {
    const [first, second] = (await call("GET", "/genres")).data as { id: number; name: string }[];
    const created = await call("POST", "/series", {
      token: admin,
      json: { title: "Kept Genres", description: "Its genres kept on its row.", genreIds: [first!.id, second!.id] },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const id = created.data.id as number;
    expect(await cardGenres(id)).toEqual([first!.name, second!.name].sort((a, b) => a.localeCompare(b)));

    expect(
      (
        await call("PUT", `/series/${id}`, {
          token: admin,
          json: { title: "Kept Genres", description: "Its genres kept on its row.", genreIds: [second!.id] },
        })
      ).status,
    ).toBe(200);
    expect(await cardGenres(id)).toEqual([second!.name]);
    expect(await drifted()).toBe(0);

    const renamed = await call("PUT", `/genres/${second!.id}`, { token: admin, json: { name: "Renamed Genre" } });
    expect(renamed.status).toBe(200);
    expect(await cardGenres(id)).toEqual(["Renamed Genre"]);
    expect(await drifted()).toBe(0);

    expect((await call("DELETE", `/genres/${second!.id}`, { token: admin })).status).toBe(200);
    expect(await cardGenres(id)).toEqual([]);
    expect(await drifted()).toBe(0);
  });
});
