// Keeping a series current from its source (issue #67, decision 059): the fields that follow it,
// an admin's edit that takes a field off the list, a refresh that finds nothing new writing
// nothing, and the daily upkeep through the sources queue. Against the AniList and Bangumi
// stand-ins, with bangumi-data's real series (others than series-sources.test.ts's, whose stand-in
// state is shared).
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call } from "../support/api";
import type { Asked } from "../support/catalogue-stand-ins";
import { realSeriesWithIds } from "../support/real-titles";
import { worker } from "../support/worker";
import { deliverSourceMessage, heldSourcesQueue } from "../support/sources-queue";

const DAY_MS = 86_400_000;
const [typedOver] = realSeriesWithIds(4);
const [upkept] = realSeriesWithIds(5);
/** A donghua of 2018 on Bangumi (bangumi-data's), which lists its days, not its hours. */
const PANDORA = { bangumi: 186180, title: "重神机潘多拉" };
/** The site's series added from it, airing again from the second test on. */
let pandoraId: number;
const standIn = (path: string, init?: RequestInit) => fetch(`${env.SOURCES_STAND_IN}${path}`, init);
const said = (facts: unknown) => standIn("/__set", { method: "POST", body: JSON.stringify(facts) });
const askedOf = async (anilistId: number) =>
  ((await (await standIn("/__asked")).json()) as Asked[]).filter((asked) => asked.body.includes(`"id":${anilistId}`)).length;

let admin: string;
const episodesOf = async (seriesId: number) =>
  (await call("GET", `/schedule?series_id=${seriesId}`)).data.map((airing: { episode: number }) => airing.episode);
const refresh = (seriesId: number) => call("POST", `/series/${seriesId}/refresh`, { token: admin });

beforeAll(async () => {
  admin = await adminToken();
});

describe("refreshing a series from its source", () => {
  let id: number;

  it("follows the source in every field the admin left as it gave it; a refresh that finds nothing new writes nothing", async () => {
    const created = await call("POST", "/series", {
      token: admin,
      json: {
        from: { source: "anilist", id: typedOver!.anilist_id },
        description: "Typed by the admin: the source has none.",
        cover_image: null,
      },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    id = created.data.id;
    const askedBefore = await askedOf(typedOver!.anilist_id);

    const current = await refresh(id);
    expect(current.status, JSON.stringify(current.data)).toBe(200);
    expect(current.data).toEqual({
      series_id: id,
      source: "anilist",
      followed: ["status", "type", "season", "year", "studio", "tags"],
      changed: [],
      scheduled: 0,
      related: 0,
    });
    // Asked afresh, not answered from the day's kept copy; and the series was not written.
    expect(await askedOf(typedOver!.anilist_id)).toBe(askedBefore + 1);
    expect((await call("GET", `/series/${id}`)).data.updated_at).toBe(created.data.updated_at);
  });

  it("takes what moved at the source into the fields that follow it, and its new episodes onto the schedule", async () => {
    await said({ airing: { id: typedOver!.anilist_id, next: Date.now() + 2 * DAY_MS, first: 1 } });
    const moved = await refresh(id);
    expect(moved.data).toMatchObject({ changed: ["status"], scheduled: 3 });
    expect((await call("GET", `/series/${id}`)).data.status).toBe("Ongoing");
    expect(await episodesOf(id)).toEqual([1, 2, 3]);
  });

  it("leaves a field the admin edited as theirs", async () => {
    const edited = await call("PUT", `/series/${id}`, { token: admin, json: { status: "Hiatus" } });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    await said({ finished: typedOver!.anilist_id });
    const after = await refresh(id);
    expect(after.data).toMatchObject({ followed: ["type", "season", "year", "studio", "tags"], changed: [], scheduled: 0 });
    expect((await call("GET", `/series/${id}`)).data.status).toBe("Hiatus");
  });

  it("refuses a series that names no source, and one that does not exist", async () => {
    const typed = await call("POST", "/series", { token: admin, json: { title: "Typed without a source", description: "By hand." } });
    expect((await refresh(typed.data.id)).status).toBe(400);
    expect((await refresh(9_999_999)).status).toBe(404);
    expect((await call("POST", `/series/${id}/refresh`)).status).toBe(401);
  });
});

describe("refreshing a donghua from Bangumi", () => {
  it("takes its coming episodes, on their days, and its status, and keeps the field the admin edited", async () => {
    const created = await call("POST", "/series", {
      token: admin,
      json: { from: { source: "bangumi", id: PANDORA.bangumi }, description: "Typed by the admin: Bangumi has none.", cover_image: null },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    expect(created.data).toMatchObject({
      title: PANDORA.title,
      bangumi_id: PANDORA.bangumi,
      status: "Completed",
      type: "TV",
      season: "Spring",
    });
    const id = (pandoraId = created.data.id);
    const edited = await call("PUT", `/series/${id}`, { token: admin, json: { type: "ONA" } });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);

    // Bangumi now lists three more episodes, a week apart, the first in two days.
    const next = Date.now() + 2 * DAY_MS;
    await said({ bangumi: { airing: { id: PANDORA.bangumi, next, first: 13 } } });
    const asked = async () =>
      ((await (await standIn("/__asked")).json()) as Asked[]).filter(
        (request) => request.path === `/bangumi/v0/subjects/${PANDORA.bangumi}`,
      ).length;
    const askedBefore = await asked();
    const moved = await refresh(id);
    expect(moved.status, JSON.stringify(moved.data)).toBe(200);
    expect(moved.data).toEqual({
      series_id: id,
      source: "bangumi",
      followed: ["status", "season", "year", "studio", "tags"],
      changed: ["status"],
      scheduled: 3,
      related: 0,
    });
    expect(await asked()).toBe(askedBefore + 1);
    expect((await call("GET", `/series/${id}`)).data).toMatchObject({ status: "Ongoing", type: "ONA" });
    // Each on the day Bangumi names, at noon in the site's zone: Bangumi gives no hour.
    const days = [0, 1, 2].map((week) => new Date(next + week * 7 * DAY_MS).toISOString().slice(0, 10));
    const airings = (await call("GET", `/schedule?series_id=${id}`)).data;
    expect(airings).toEqual(days.map((day, week) => ({ episode: 13 + week, air_date: day, air_time: "12:00" })));
  });
});

describe("the daily upkeep", () => {
  let upkeptId: number;

  it("queues a refresh of each airing series that follows a source, which the queue's consumer makes", async () => {
    await said({ airing: { id: upkept!.anilist_id, next: Date.now() + DAY_MS, first: 1 } });
    const created = await call("POST", "/series", {
      token: admin,
      json: { from: { source: "anilist", id: upkept!.anilist_id }, description: "Typed by the admin.", cover_image: null },
    });
    expect(created.data.status).toBe("Ongoing");
    upkeptId = created.data.id;

    const [typedId] = realSeriesWithIds(6);
    const typed = await call("POST", "/series", {
      token: admin,
      json: { title: "Typed and airing", description: "By hand.", status: "Ongoing", anilist_id: typedId!.anilist_id },
    });
    expect(typed.status, JSON.stringify(typed.data)).toBe(201);

    const { held, queue } = heldSourcesQueue();
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" }),
      { ...env, SOURCES_QUEUE: queue } as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    // A series typed here follows nothing, airing or not, whatever ids it names; the one above is
    // queued, and the donghua that follows Bangumi and airs again.
    expect(held).toHaveLength(2);
    expect(held).toEqual(expect.arrayContaining([{ refresh: created.data.id }, { refresh: pandoraId }]));

    await said({ airing: { id: upkept!.anilist_id, next: Date.now() + DAY_MS, first: 2 } });
    const result = await deliverSourceMessage({ refresh: created.data.id });
    expect(result.explicitAcks).toEqual(["message-1"]);
    expect(await episodesOf(created.data.id)).toEqual([1, 2, 3, 4]);

    // Bangumi lists one more coming episode: the queue's refresh puts it on the schedule.
    await said({ bangumi: { airing: { id: PANDORA.bangumi, next: Date.now() + 2 * DAY_MS, first: 14 } } });
    expect((await deliverSourceMessage({ refresh: pandoraId })).explicitAcks).toEqual(["message-1"]);
    expect(await episodesOf(pandoraId)).toEqual([13, 14, 15, 16]);
  });

  it("hands a message back after the wait a busy source asked for, asking it nothing", async () => {
    await env.CACHE.put("source-pause:anilist", String(Date.now() + 90_000), { expirationTtl: 120 });
    const askedBefore = await askedOf(upkept!.anilist_id);
    const result = await deliverSourceMessage({ refresh: upkeptId });
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "message-1" }]);
    expect(result.delays).toEqual([expect.any(Number)]);
    expect(result.delays[0]).toBeGreaterThan(60);
    expect(await askedOf(upkept!.anilist_id)).toBe(askedBefore);
    await env.CACHE.delete("source-pause:anilist");
  });
});
