// Issue #22, Web Push: a viewer's subscribed browsers through the API and the pages' /account/push,
// only ever their own; endpoints only at browsers' push services; keys checked; publishing an
// episode (form, API or import) costs one queue message whatever the followers, and the queue's
// consumer splits the followers' subscriptions into chunks. Delivery itself, to a real push
// endpoint that checks the VAPID token and decrypts, is the browser story tests/e2e/follows.test.ts.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { base64url } from "jose";
import type { PushMessage } from "~/.server/push/messages";
import { DELIVERY_CHUNK, handlePushMessage } from "~/domain/push/fan-out.server";
import { MAX_PUSH_SUBSCRIPTIONS } from "~/domain/push/schema";
import { startSession } from "~/web/sessions.server";
import { adminToken, call, expectError, newUser, rowCount } from "../support/api";
import { seedDemo, testAppContext } from "../support/app-context";
import { fetchWorker } from "../support/worker";

// The tests' configuration has VAPID keys (vitest.config.ts): push is on unless a request takes them away.
const withoutPush = { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined };

/** The real queue binding, wrapped to keep what was sent (and not deliver it). */
function recordingQueue() {
  const sent: { body: PushMessage; delaySeconds?: number }[] = [];
  const queue = {
    send: async (body: PushMessage) => void sent.push({ body }),
    sendBatch: async (messages: { body: PushMessage; delaySeconds?: number }[]) => void sent.push(...messages),
  };
  return { queue, sent, vars: { PUSH_QUEUE: queue } };
}

/** A browser's subscription: a fresh P-256 key and auth secret, at an FCM-like endpoint. */
async function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`) {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const p256dh = base64url.encode(new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer));
  return { endpoint, keys: { p256dh, auth: base64url.encode(crypto.getRandomValues(new Uint8Array(16))) } };
}

const subscribe = (token: string, json: unknown, vars: Record<string, unknown> = {}) =>
  call("POST", "/users/me/push-subscriptions", { token, json, vars });
const listOf = async (token: string) =>
  (await call("GET", "/users/me/push-subscriptions", { token })).data as { id: number; endpoint: string }[];

let series: { id: number; slug: string }[];
beforeAll(async () => {
  await seedDemo();
  series = (await call("GET", "/series?limit=3")).data;
});

describe("push subscriptions", () => {
  it("are off, with a clear error, on a site without VAPID keys", async () => {
    const viewer = await newUser("nopush");
    await expectError(
      call("GET", "/users/me/push-subscriptions/public-key", { token: viewer.token, vars: withoutPush }),
      409,
      "Push notifications are not set up on this site",
    );
    await expectError(subscribe(viewer.token, await browserSubscription(), withoutPush), 409);
    expect(await listOf(viewer.token)).toEqual([]);
    const key = await call("GET", "/users/me/push-subscriptions/public-key", { token: viewer.token });
    expect(key.data).toEqual({ public_key: env.VAPID_PUBLIC_KEY });
  });

  it("are the viewer's own: listed, replaced on a repeat, removed, never another's", async () => {
    const [owner, stranger] = [await newUser("pushowner"), await newUser("pushstranger")];
    const browser = await browserSubscription();
    const made = await subscribe(owner.token, browser);
    expect(made.status, JSON.stringify(made.data)).toBe(201);
    expect(made.data).toMatchObject({ id: expect.any(Number), endpoint: browser.endpoint });
    const again = await subscribe(owner.token, { ...browser, keys: (await browserSubscription()).keys });
    expect(again.data.id).toBe(made.data.id);
    expect(await listOf(owner.token)).toEqual([expect.objectContaining({ id: made.data.id })]);
    expect(await listOf(stranger.token)).toEqual([]);
    await expectError(call("DELETE", `/users/me/push-subscriptions/${made.data.id}`, { token: stranger.token }), 404);
    expect(await listOf(owner.token)).toHaveLength(1);
    await expectError(call("GET", "/users/me/push-subscriptions"), 401);
    expect((await call("DELETE", `/users/me/push-subscriptions/${made.data.id}`, { token: owner.token })).data).toEqual({ ok: true });
    expect(await listOf(owner.token)).toEqual([]);
  });

  it("refuse endpoints that are not push services and keys that are not keys, storing nothing", async () => {
    const viewer = await newUser("pushbad");
    const good = await browserSubscription();
    const cases: [unknown, string | RegExp][] = [
      [{ ...good, endpoint: "https://10.0.0.1/push" }, "endpoint is not a browser push service"],
      [{ ...good, endpoint: "http://127.0.0.1:9/push" }, "endpoint is not a browser push service"],
      [{ ...good, endpoint: "https://fcm.googleapis.com.evil.example/x" }, "endpoint is not a browser push service"],
      [{ ...good, endpoint: "javascript:alert(1)" }, "endpoint must be an http(s) address"],
      [{ endpoint: good.endpoint }, "keys (p256dh and auth) are required"],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(4) } }, "keys.p256dh must be 65 bytes as base64url"],
      [{ ...good, keys: { ...good.keys, p256dh: base64url.encode(new Uint8Array(65).fill(4)) } }, "keys.p256dh is not a P-256 public key"],
      [{ ...good, keys: { ...good.keys, auth: "short" } }, "keys.auth must be 16 bytes as base64url"],
    ];
    for (const [json, error] of cases) await expectError(subscribe(viewer.token, json), 400, error);
    expect(await listOf(viewer.token)).toEqual([]);
    // A local run's push service (the browser tests') is allowed only where the run says so.
    const local = await subscribe(viewer.token, { ...good, endpoint: "http://127.0.0.1:9/push" }, { PUSH_LOCAL_ENDPOINTS: "allow" });
    expect(local.status).toBe(201);
  });

  it(`hold at most ${MAX_PUSH_SUBSCRIPTIONS} browsers a viewer`, async () => {
    const viewer = await newUser("pushmany");
    for (let made = 0; made < MAX_PUSH_SUBSCRIPTIONS; made += 1)
      expect((await subscribe(viewer.token, await browserSubscription())).status).toBe(201);
    await expectError(subscribe(viewer.token, await browserSubscription()), 409, /^At most 20 browsers/);
  });

  it("go with the account", async () => {
    const viewer = await newUser("pushgone");
    await subscribe(viewer.token, await browserSubscription());
    const before = await rowCount("push_subscriptions");
    expect((await call("DELETE", `/users/${viewer.id}`, { token: await adminToken() })).status).toBe(200);
    expect(await rowCount("push_subscriptions")).toBe(before - 1);
  });
});

describe("the pages' /account/push", () => {
  it("subscribes and unsubscribes the signed-in viewer's browser, and nobody else", async () => {
    const viewer = await newUser("pushpage");
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewer.token)).split(";")[0]!;
    const browser = await browserSubscription();
    const post = (intent: string, payload: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
      fetchWorker("/account/push", {
        method: "POST",
        body: new URLSearchParams({ intent, payload: JSON.stringify(payload) }),
        headers: { Origin: "https://example.com", ...headers },
      });
    expect((await post("subscribe", browser, {})).status).toBe(401);
    const bad = await post("subscribe", { ...browser, endpoint: "https://169.254.169.254/" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "endpoint is not a browser push service" });
    const made = await post("subscribe", browser);
    expect(made.status).toBe(200);
    expect(made.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await listOf(viewer.token)).toHaveLength(1);
    expect((await post("unsubscribe", { endpoint: browser.endpoint })).status).toBe(200);
    expect(await listOf(viewer.token)).toEqual([]);
  });

  it("keeps the language of the page a browser subscribed from, and the one an API client names", async () => {
    const viewer = await newUser("pushlang");
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewer.token)).split(";")[0]!;
    const fromChinese = await browserSubscription();
    const made = await fetchWorker("/zh-Hans/account/push", {
      method: "POST",
      body: new URLSearchParams({ intent: "subscribe", payload: JSON.stringify(fromChinese) }),
      headers: { Origin: "https://example.com", Cookie: cookie },
    });
    expect(made.status).toBe(200);
    const fromApi = await subscribe(viewer.token, { ...(await browserSubscription()), locale: "ru" });
    expect(fromApi.data.locale).toBe("ru");
    await expectError(subscribe(viewer.token, { ...(await browserSubscription()), locale: "fr" }), 400, /locale/);
    const byEndpoint = Object.fromEntries(
      ((await call("GET", "/users/me/push-subscriptions", { token: viewer.token })).data as { endpoint: string; locale: string }[]).map(
        (row) => [row.endpoint, row.locale],
      ),
    );
    expect(byEndpoint[fromChinese.endpoint]).toBe("zh-Hans");
    expect(Object.values(byEndpoint).sort()).toEqual(["ru", "zh-Hans"]);
  });
});

describe("publishing a new episode", () => {
  it("costs one queue message from the API and the bulk import, whatever the followers", async () => {
    const admin = await adminToken();
    const { sent, vars } = recordingQueue();
    const added = await call("POST", "/episodes", {
      token: admin,
      vars,
      json: { series_id: series[0]!.id, episode_number: 901, title: "Pushed", description: "New." },
    });
    expect(added.status).toBe(201);
    expect(sent).toEqual([{ body: { kind: "announce", series_id: series[0]!.id, episode_numbers: [901] } }]);
    sent.length = 0;
    const imported = await fetchWorker(
      "/studio-login/admin/import",
      {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({
          series_id: String(series[0]!.id),
          intent: "import",
          payload: JSON.stringify([
            { episode_number: 902, title: "One", description: "First" },
            { episode_number: 903, title: "Two", description: "Second" },
          ]),
        }),
        headers: { Origin: "https://example.com", Cookie: `__admin_session=${encodeURIComponent(btoa(JSON.stringify(admin)))}` },
      },
      vars,
    );
    expect(imported.status).toBe(302);
    expect(sent).toEqual([{ body: { kind: "announce", series_id: series[0]!.id, episode_numbers: [902, 903] } }]);
  });

  it("sends each follower's browsers the news in chunks, and nobody else's", async () => {
    const app = testAppContext();
    const [followed, other] = [series[1]!, series[2]!];
    const followers = 2 * DELIVERY_CHUNK + 7;
    // Viewers written straight to the tables: registering 107 through the API would hash 107 passwords.
    await env.DB.batch(
      Array.from({ length: followers + 1 }, (_, at) =>
        env.DB.prepare("INSERT INTO users (username, email, password_hash) VALUES (?, ?, 'not a hash')").bind(
          `fan${at}`,
          `fan${at}@example.com`,
        ),
      ),
    );
    const fans = (await env.DB.prepare("SELECT id FROM users WHERE username LIKE 'fan%' ORDER BY id").all<{ id: number }>()).results;
    const statements = fans.flatMap(({ id }, at) => [
      env.DB.prepare("INSERT INTO follows (user_id, series_id) VALUES (?, ?)").bind(id, at < followers ? followed.id : other.id),
      env.DB.prepare("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?, ?, 'k', 'a')").bind(
        id,
        `https://fcm.googleapis.com/fcm/send/${id}`,
      ),
    ]);
    await env.DB.batch(statements);
    const { queue, sent } = recordingQueue();
    await handlePushMessage(
      { ...app, env: { ...app.env, PUSH_QUEUE: queue as never } },
      { kind: "announce", series_id: followed.id, episode_numbers: [1] },
      () => {},
    );
    const chunks = sent.map(({ body }) => body as Extract<PushMessage, { kind: "deliver" }>);
    expect(chunks.map((chunk) => chunk.subscription_ids.length)).toEqual([DELIVERY_CHUNK, DELIVERY_CHUNK, 7]);
    const reached = chunks.flatMap((chunk) => chunk.subscription_ids);
    const expected = await env.DB.prepare(
      "SELECT ps.id FROM push_subscriptions ps JOIN follows f ON f.user_id = ps.user_id WHERE f.series_id = ? ORDER BY ps.id",
    )
      .bind(followed.id)
      .all<{ id: number }>();
    expect(reached).toEqual(expected.results.map(({ id }) => id));
    expect(JSON.parse(chunks[0]!.payload)).toEqual({
      title: expect.any(String),
      body: expect.stringMatching(/^Episode 1 is out/),
      url: `/${followed.slug}/episode/1`,
      tag: `series-${followed.id}`,
    });
  });

  it("writes each follower's notification in the language their browser subscribed in", async () => {
    const app = testAppContext();
    const { data: made } = await call("POST", "/series", {
      token: await adminToken(),
      json: { title: "Push Language Test", description: "A series to announce", alt_titles: [{ lang: "zh-Hans", title: "推送语言测试" }] },
    });
    const viewers = await Promise.all(["en", "zh-Hans", "ar"].map((locale) => newUser(`push${locale.slice(0, 2)}`)));
    await env.DB.batch(
      viewers.flatMap((viewer, at) => [
        env.DB.prepare("INSERT INTO follows (user_id, series_id) VALUES (?, ?)").bind(viewer.id, made.id),
        env.DB.prepare("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, locale) VALUES (?, ?, 'k', 'a', ?)").bind(
          viewer.id,
          `https://fcm.googleapis.com/fcm/send/lang-${viewer.id}`,
          ["en", "zh-Hans", "ar"][at],
        ),
      ]),
    );
    const { queue, sent } = recordingQueue();
    await handlePushMessage(
      { ...app, env: { ...app.env, PUSH_QUEUE: queue as never } },
      { kind: "announce", series_id: made.id, episode_numbers: [3, 4, 5] },
      () => {},
    );
    const payloads = sent.map(({ body }) => JSON.parse((body as Extract<PushMessage, { kind: "deliver" }>).payload));
    expect(payloads).toHaveLength(3);
    const byUrl = Object.fromEntries(payloads.map((payload) => [payload.url, payload]));
    expect(byUrl[`/${made.slug}/episode/3`]).toMatchObject({ title: "Push Language Test", body: "3 new episodes, from 3 to 5" });
    expect(byUrl[`/zh-Hans/${made.slug}/episode/3`]).toMatchObject({ title: "推送语言测试", body: "新增 3 集：第3集至第5集" });
    expect(byUrl[`/ar/${made.slug}/episode/3`]).toMatchObject({ title: "Push Language Test", body: "3 حلقات جديدة، من 3 إلى 5" });
  });
});
