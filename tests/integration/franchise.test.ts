// Issue #85: a franchise in watch order. Series added from AniList's stand-in take the relations
// it names (tests/support/catalogue-stand-ins.ts: Demon Slayer's five parts, real titles and ids
// from bangumi-data) for the titles the catalogue holds; the series page and the API show the
// franchise as a viewer would watch it; an admin's relations stand against a refresh.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../support/app-context";
import { adminToken, call, expectError, newUser } from "../support/api";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { fetchWorker, userSessionCookie } from "../support/worker";

/** AniList's ids of the five parts, and two it relates that the catalogue never holds. */
const PART = { first: 101922, film: 112151, second: 142329, academy: 129627, filmOnTv: 129874 };
const NEVER_ADDED = { swordsmith: 145139, manga: 87216 };

let admin: string;
/** The site's series id of each part, by its AniList id. */
const ids = new Map<number, number>();

const addFromAniList = async (anilistId: number) => {
  // No cover (the stand-in draws none for these, and the franchise needs none); AniList's stand-in
  // knows no synopsis of them, which a series needs: the admin writes one, as the form lets them.
  const created = await call("POST", "/series", {
    token: admin,
    json: { from: { source: "anilist", id: anilistId }, cover_image: null, description: "Tanjiro hunts demons to save his sister." },
  });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  ids.set(anilistId, created.data.id);
  return created.data.id as number;
};
const idOf = (anilistId: number) => ids.get(anilistId)!;
const links = async () =>
  (await env.DB.prepare("SELECT series_id, related_id, kind FROM series_relations ORDER BY series_id, related_id").all()).results as {
    series_id: number;
    related_id: number;
    kind: string;
  }[];
const franchise = async (anilistId: number, token?: string) => {
  const answer = await call("GET", `/series/${idOf(anilistId)}/franchise`, { token });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data as {
    series_id: number;
    items: { id: number; relation: string | null; current: boolean; list_status: string | null }[];
  };
};

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

describe("relations filled from AniList", () => {
  it("links a series only to the titles the catalogue holds, both ways, as they are added", async () => {
    await addFromAniList(PART.first);
    // Its sequel, side story and manga are not on the site: nothing to link, nothing to show.
    expect(await links()).toEqual([]);
    expect((await franchise(PART.first)).items).toEqual([]);

    await addFromAniList(PART.film);
    expect(await links()).toEqual(
      [
        { series_id: idOf(PART.first), related_id: idOf(PART.film), kind: "sequel" },
        { series_id: idOf(PART.film), related_id: idOf(PART.first), kind: "prequel" },
      ].sort((a, b) => a.series_id - b.series_id),
    );

    for (const part of [PART.second, PART.academy, PART.filmOnTv]) await addFromAniList(part);
    const kept = await links();
    const partIds = new Set(Object.values(PART).map(idOf));
    expect(kept.every((link) => partIds.has(link.series_id) && partIds.has(link.related_id))).toBe(true);
    // Four links, each kept both ways; none to the Swordsmith Village Arc or the manga.
    expect(kept).toHaveLength(8);
    const atSource = await env.DB.prepare("SELECT count(*) AS n FROM series WHERE anilist_id IN (?, ?)")
      .bind(NEVER_ADDED.swordsmith, NEVER_ADDED.manga)
      .first<{ n: number }>();
    expect(atSource!.n).toBe(0);
  });

  it("orders the five parts as a viewer watches them: along the sequels, each side story and recap after its own", async () => {
    const watchOrder = [PART.first, PART.academy, PART.film, PART.filmOnTv, PART.second].map(idOf);
    for (const part of Object.values(PART)) {
      const answer = await franchise(part);
      expect(answer.items.map((item) => item.id)).toEqual(watchOrder);
      expect(answer.items.filter((item) => item.current).map((item) => item.id)).toEqual([idOf(part)]);
    }
    const fromSecond = await franchise(PART.second);
    expect(Object.fromEntries(fromSecond.items.map((item) => [item.id, item.relation]))).toEqual({
      [idOf(PART.first)]: null,
      [idOf(PART.academy)]: null,
      [idOf(PART.film)]: "prequel",
      [idOf(PART.filmOnTv)]: null,
      [idOf(PART.second)]: null,
    });
    // Each end says what its own source said of the other; an unambiguous inverse stands in where it said nothing yet.
    const relationOf = async (from: number, to: number) => (await franchise(from)).items.find((item) => item.id === idOf(to))!.relation;
    expect(await relationOf(PART.filmOnTv, PART.film)).toBe("parent");
    expect(await relationOf(PART.first, PART.academy)).toBe("side_story");
    expect(await relationOf(PART.film, PART.second)).toBe("sequel");
  });

  it("gives each part the viewer's own status, and no one else's", async () => {
    const [viewer, other] = [await newUser("franchise"), await newUser("franchise")];
    expect((await call("PUT", `/users/me/list/${idOf(PART.first)}`, { token: viewer.token, json: { status: "completed" } })).status).toBe(
      200,
    );
    expect((await call("PUT", `/users/me/list/${idOf(PART.film)}`, { token: viewer.token, json: { status: "watching" } })).status).toBe(
      200,
    );
    const statuses = async (token?: string) =>
      Object.fromEntries((await franchise(PART.second, token)).items.map((item) => [item.id, item.list_status]));
    expect(await statuses(viewer.token)).toMatchObject({
      [idOf(PART.first)]: "completed",
      [idOf(PART.film)]: "watching",
      [idOf(PART.second)]: null,
    });
    expect(Object.values(await statuses(other.token)).every((status) => status === null)).toBe(true);
    expect(Object.values(await statuses()).every((status) => status === null)).toBe(true);

    // The series page draws the row in that order, this series marked, with the viewer's statuses.
    const page = await fetchWorker(`/series/${idOf(PART.second)}`, { headers: { Cookie: await userSessionCookie(viewer.token) } });
    const html = await page.text();
    const row = html.slice(html.indexOf('id="franchise"'), html.indexOf('id="episodes"'));
    const titles = await Promise.all(
      [PART.first, PART.academy, PART.film, PART.filmOnTv, PART.second].map(
        async (part) => (await call("GET", `/series/${idOf(part)}`)).data.title as string,
      ),
    );
    const places = titles.map((title) => row.indexOf(title.replaceAll("&", "&amp;").replaceAll("'", "&#x27;")));
    expect(places.every((place) => place > 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
    expect(row.match(/aria-current="page"/g)).toHaveLength(1);
    expect(row).toContain("Completed");
    expect(row).toContain("Watching");
  });
});

describe("relations an admin sets", () => {
  it("refuses a bad set by name and changes nothing; only admins set them", async () => {
    const before = await links();
    const second = idOf(PART.second);
    const put = (relations: unknown, token = admin) => call("PUT", `/series/${second}/relations`, { token, json: { relations } });
    await expectError(put([{ series_id: second, kind: "sequel" }]), 400, "A series cannot be related to itself");
    await expectError(put([{ series_id: idOf(PART.film), kind: "remake" }]), 400, /Relation must be one of prequel, sequel/);
    await expectError(
      put([
        { series_id: idOf(PART.film), kind: "prequel" },
        { series_id: idOf(PART.film), kind: "sequel" },
      ]),
      400,
      "Each series can be related once",
    );
    await expectError(put([{ series_id: 999_999, kind: "prequel" }]), 404, "Related series not found");
    await expectError(put([], (await newUser("franchise")).token), 403);
    expect(await links()).toEqual(before);
  });

  it("replaces a series' relations, both ways, and a refresh from AniList leaves them", async () => {
    const [second, film] = [idOf(PART.second), idOf(PART.film)];
    // The admin says the second season follows the first directly, and the film stands apart from it.
    const saved = await call("PUT", `/series/${second}/relations`, {
      token: admin,
      json: { relations: [{ series_id: idOf(PART.first), kind: "prequel" }] },
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    const touching = async () => (await links()).filter((link) => link.series_id === second || link.related_id === second);
    const set = [
      { series_id: idOf(PART.first), related_id: second, kind: "sequel" },
      { series_id: second, related_id: idOf(PART.first), kind: "prequel" },
    ];
    expect(await touching()).toEqual(set);

    // AniList still names the film as its prequel: a refresh of either keeps the admin's word.
    for (const id of [second, film]) expect((await call("POST", `/series/${id}/refresh`, { token: admin })).status).toBe(200);
    expect(await touching()).toEqual(set);
    const audited = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE entity = 'series' AND action = 'relations' AND entity_id = ?",
    )
      .bind(String(second))
      .first<{ n: number }>();
    expect(audited!.n).toBe(1);
  });

  it("adds and removes one relation from the edit form, without JavaScript", async () => {
    const [academy, first] = [idOf(PART.academy), idOf(PART.first)];
    const cookie = adminCookie(admin);
    const page = `/studio-login/admin/manage-series?edit=${academy}`;
    const slug = (await call("GET", `/series/${first}`)).data.slug as string;
    const added = await postAdminForm(
      page,
      cookie,
      new URLSearchParams({ intent: "relation-add", id: String(academy), kind: "parent", related: `https://example.com/zh-Hans/${slug}` }),
    );
    expect(added.status).toBe(302);
    expect((await links()).filter((link) => link.series_id === academy)).toEqual([
      { series_id: academy, related_id: first, kind: "parent" },
    ]);
    const form = await (await fetchWorker(page, { headers: { Cookie: cookie } })).text();
    expect(form).toContain("Main story");

    const refused = await postAdminForm(
      page,
      cookie,
      new URLSearchParams({ intent: "relation-add", id: String(academy), kind: "sequel", related: "no-such-series" }),
    );
    expect(await refused.text()).toContain("Related series not found");

    const removed = await postAdminForm(
      page,
      cookie,
      new URLSearchParams({ intent: "relation-remove", id: String(academy), related: String(first) }),
    );
    expect(removed.status).toBe(302);
    expect((await links()).filter((link) => link.series_id === academy || link.related_id === academy)).toEqual([]);
  });

  it("keeps a long franchise: twenty relations at once, more than one statement of D1's can bind", async () => {
    const films: number[] = [];
    for (let index = 1; index <= 20; index++) {
      const created = await call("POST", "/series", {
        token: admin,
        json: { title: `Franchise Film ${index}`, description: "One of many films.", type: "Movie", year: 2000 + index },
      });
      films.push(created.data.id);
    }
    const [head, ...rest] = films;
    const saved = await call("PUT", `/series/${head}/relations`, {
      token: admin,
      json: { relations: rest.map((id) => ({ series_id: id, kind: "side_story" })) },
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    const answer = await call("GET", `/series/${head}/franchise`);
    expect(answer.data.items.map((item: { id: number }) => item.id)).toEqual(films);
  });
});
