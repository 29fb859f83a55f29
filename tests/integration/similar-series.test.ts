// Series like each other (issue #68, decision 061): the daily upkeep measures them from what
// viewers list and watch together and the genres they share; the API and the series page read
// the rebuilt row, and a signed-in viewer's recommendations follow the rows of what they took to.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, newUser } from "../support/api";
import { realSeriesWithIds } from "../support/real-titles";
import { dailyUpkeep as upkeep, fetchWorker, pageSessionCookie } from "../support/worker";

let admin: string;
const made: Record<"finished" | "twin" | "planned" | "lonely" | "genred" | "fresh", { id: number; slug: string; title: string }> =
  {} as never;

/** Text as React writes it into a page. */
const asHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

const similarOf = async (id: number) => {
  const answer = await call("GET", `/series/${id}/similar`);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return (answer.data as { id: number }[]).map((series) => series.id);
};

const real = realSeriesWithIds(40).slice(30);
const add = async (index: number, genreIds: number[]) => {
  const created = await call("POST", "/series", {
    token: admin,
    json: { title: real[index]!.title, description: "For the similar rows.", genreIds },
  });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return { id: created.data.id as number, slug: created.data.slug as string, title: created.data.title as string };
};
const list = (token: string, seriesId: number, json: unknown) =>
  call("PUT", `/users/me/list/${seriesId}`, { token, json }).then((answer) => expect(answer.status).toBe(200));
const viewersNamed = (count: number, prefix: string) => Promise.all(Array.from({ length: count }, () => newUser(prefix)));

beforeAll(async () => {
  admin = await adminToken();
  const genre = async (name: string) =>
    (await call("POST", "/genres", { token: admin, json: { name: `${name} ${crypto.randomUUID().slice(0, 6)}` } })).data.id as number;
  const [fantasy, mecha] = [await genre("Quest fantasy"), await genre("Space mecha")];
  made.finished = await add(0, [fantasy]);
  made.twin = await add(1, [fantasy]);
  made.planned = await add(2, []);
  made.lonely = await add(3, []);
  made.genred = await add(4, [mecha]);
  made.fresh = await add(5, [mecha]);

  // Five viewers finish both and score them high; four of them only plan a third; one more viewer
  // alone holds the lonely series beside the first.
  const viewers = await viewersNamed(6, "similar");
  for (const viewer of viewers.slice(0, 5)) {
    await list(viewer.token, made.finished.id, { status: "completed", score: 9 });
    await list(viewer.token, made.twin.id, { status: "completed", score: 9 });
  }
  for (const viewer of viewers.slice(0, 4)) await list(viewer.token, made.planned.id, { status: "plan_to_watch" });
  await list(viewers[5]!.token, made.finished.id, { status: "completed" });
  await list(viewers[5]!.token, made.lonely.id, { status: "completed" });
  await upkeep();
});

describe("similar series", () => {
  it("puts a clear twin first, never the series itself, and no pair only one viewer makes", async () => {
    const row = await similarOf(made.finished.id);
    expect(row[0]).toBe(made.twin.id);
    expect(row).toContain(made.planned.id);
    expect(row).not.toContain(made.finished.id);
    expect(row).not.toContain(made.lonely.id);
    expect(row.length).toBeLessThanOrEqual(12);
    expect(await similarOf(made.lonely.id)).not.toContain(made.finished.id);
  });

  it("fills a series no one has listed from the genres it shares", async () => {
    expect(await similarOf(made.fresh.id)).toEqual([made.genred.id]);
  });

  it("answers 404 for a series that does not exist", async () => {
    expect((await call("GET", "/series/9999999/similar")).status).toBe(404);
  });

  it("shows the row on the series page, best first, each card a link to its series", async () => {
    const page = await (await fetchWorker(`/${made.finished.slug}`)).text();
    const row = page.slice(page.indexOf('id="similar"'));
    expect(row).not.toBe(page);
    expect(row.indexOf(`href="/${made.twin.slug}"`)).toBeGreaterThan(-1);
    expect(row.indexOf(`href="/${made.twin.slug}"`)).toBeLessThan(row.indexOf(`href="/${made.planned.slug}"`));
  });

  it("writes nothing when a rebuild finds every row as it was", async () => {
    const version = () => env.DB.prepare("SELECT id FROM page_version").first<{ id: string }>();
    const before = await version();
    await upkeep();
    expect(await version()).toEqual(before);
    expect(await similarOf(made.finished.id)).toContain(made.twin.id);
  });
});

// The sixth probe (issue #80): the asker and one other viewer list P and Q, and the anonymous row of
// P answered [Q], which told the asker what that one other viewer listed.
describe("a row no single viewer's list can be read from", () => {
  it("pairs two series only once three viewers besides any asker hold both", async () => {
    const [p, q] = [await add(6, []), await add(7, [])];
    const holders = await viewersNamed(4, "pairing");
    const holdBoth = async (viewer: (typeof holders)[number]) => {
      await list(viewer.token, p.id, { status: "completed", score: 9 });
      await list(viewer.token, q.id, { status: "completed", score: 9 });
    };
    // The asker and one other, then the asker and two others: still nothing to read.
    for (const viewer of holders.slice(0, 3)) {
      await holdBoth(viewer);
      await upkeep();
      expect(await similarOf(p.id)).not.toContain(q.id);
      expect(await similarOf(q.id)).not.toContain(p.id);
    }
    // Three besides the asker: the pair rests on enough viewers to show.
    await holdBoth(holders[3]!);
    await upkeep();
    expect(await similarOf(p.id)).toEqual([q.id]);
  });
});

describe("recommended for a signed-in viewer", () => {
  it("follows what they finished, never a series on their list or in their history, and names why", async () => {
    const viewer = await newUser("recommended");
    expect(
      (await call("PUT", `/users/me/list/${made.finished.id}`, { token: viewer.token, json: { status: "completed", score: 9 } })).status,
    ).toBe(200);
    const answer = await call("GET", "/users/me/recommendations", { token: viewer.token });
    expect(answer.status).toBe(200);
    expect(answer.data[0]).toMatchObject({ series: { id: made.twin.id }, because: { id: made.finished.id, title: made.finished.title } });
    const ids = () =>
      call("GET", "/users/me/recommendations", { token: viewer.token }).then((again) =>
        again.data.map((item: { series: { id: number } }) => item.series.id),
      );

    // Once watched, the twin is no longer recommended.
    expect(
      (await call("POST", "/users/me/history", { token: viewer.token, json: { series_id: made.twin.id, episode_id: null } })).status,
    ).toBeLessThan(300);
    expect(await ids()).not.toContain(made.twin.id);
    expect(await ids()).not.toContain(made.finished.id);
  });

  it("never seeds from a dropped series, and asks for a token", async () => {
    const viewer = await newUser("dropper");
    expect((await call("PUT", `/users/me/list/${made.finished.id}`, { token: viewer.token, json: { status: "dropped" } })).status).toBe(
      200,
    );
    expect((await call("GET", "/users/me/recommendations", { token: viewer.token })).data).toEqual([]);
    expect((await call("GET", "/users/me/recommendations")).status).toBe(401);
  });

  it("puts a row on their home, headed by the series it follows", async () => {
    const viewer = await newUser("homeviewer");
    expect((await call("PUT", `/users/me/list/${made.finished.id}`, { token: viewer.token, json: { status: "completed" } })).status).toBe(
      200,
    );
    const cookie = await pageSessionCookie(viewer.username, viewer.password);
    const home = await (await fetchWorker("/", { headers: { Cookie: cookie } })).text();
    const row = home.slice(home.indexOf(`id="because-${made.finished.id}-title"`));
    expect(row).not.toBe(home);
    expect(row).toContain(`<bdi>${asHtml(made.finished.title)}</bdi>`);
    expect(row).toContain(`href="/${made.twin.slug}"`);
    expect(await (await fetchWorker("/")).text()).not.toContain("because-");
  });
});
