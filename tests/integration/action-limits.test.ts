// Issue #34, point 2's floods: the third probe registered 60 accounts in about 6 s from one address,
// each allowed 20 push subscriptions. Registering and subscribing a new browser are now limited per
// address (app/.server/auth/action-limits.ts), through the API and the pages alike, with a 429
// that says how long to wait, and nothing stored past the limit.
import { env } from "cloudflare:test";
import { base64url } from "jose";
import { describe, expect, it } from "vitest";
import { actionLimits, forgetExpired } from "~/.server/auth/action-limits";
import { startSession } from "~/web/sessions.server";
import { call, expectError, multipart, newUser, rowCount } from "../support/api";
import { testAppContext } from "../support/app-context";
import { jpegImage } from "../support/image-fixtures";
import { fetchWorker } from "../support/worker";

const from = (ip: string) => ({ "CF-Connecting-IP": ip });
let made = 0;
const account = () => {
  made += 1;
  return { email: `flood${made}@example.com`, username: `flood${made}`, password: "a-good-password" };
};
const register = (ip: string) => call("POST", "/users/register", { json: account(), headers: from(ip) });

async function browser() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const p256dh = base64url.encode(new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer));
  const auth = base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
  return { endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`, keys: { p256dh, auth } };
}

/** Asserts a 429 that says how long to wait: about the limit's window, since all came just now. */
function expectWait(response: { status: number; headers: Headers }, windowSeconds: number) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get("Retry-After"));
  expect(wait).toBeGreaterThan(windowSeconds - 120);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
}

describe("registrations from one address", () => {
  const { most, windowMs } = actionLimits.register;

  it(`stop at ${most} an hour, through the API and the page, storing nothing past it`, async () => {
    const flooder = "203.0.113.60";
    for (let at = 0; at < most; at += 1) expect((await register(flooder)).status).toBe(201);
    const users = await rowCount("users");
    const refused = await expectError(
      register(flooder),
      429,
      /^Too many accounts were made from your network\. Try again in 60 minutes\.$/,
    );
    expectWait(refused, windowMs / 1000);
    const page = await fetchWorker("/register", {
      method: "POST",
      headers: { ...from(flooder), Origin: "https://example.com", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(account()),
    });
    expectWait(page, windowMs / 1000);
    expect(await rowCount("users")).toBe(users);
    // Another address is not held back by this one.
    expect((await register("203.0.113.61")).status).toBe(201);
  });
});

describe("registrations from IPv6 callers", () => {
  const { most } = actionLimits.register;

  // Issue #49, point 2: an IPv6 caller holds a whole /64, and each address of it started a fresh quota.
  it(`count each /64 as one address: ${most} from its addresses, then 429 for any other of it; the next /64 is apart`, async () => {
    for (let at = 0; at < most; at += 1) expect((await register(`2001:db8:49:2::${(at + 1).toString(16)}`)).status).toBe(201);
    await expectError(register("2001:DB8:49:2:ffff:ffff:ffff:ffff"), 429, /^Too many accounts were made from your network/);
    expect((await register("2001:db8:49:3::1")).status).toBe(201);
  });
});

describe("new push subscriptions from one address", () => {
  const { most, windowMs } = actionLimits.push_subscribe;

  it(`stop at ${most} an hour across accounts; a browser subscribing again still passes`, async () => {
    const flooder = "198.51.100.30";
    const viewers = [await newUser("pushflood"), await newUser("pushflood")];
    const subscribe = (token: string, json: unknown) =>
      call("POST", "/users/me/push-subscriptions", { token, json, headers: from(flooder) });
    const first = await browser();
    for (let at = 0; at < most; at += 1) {
      const response = await subscribe(viewers[at % 2]!.token, at === 0 ? first : await browser());
      expect(response.status, JSON.stringify(response.data)).toBe(201);
    }
    const stored = await rowCount("push_subscriptions");
    const refused = await expectError(subscribe(viewers[0]!.token, await browser()), 429, /^Too many browsers were subscribed/);
    expectWait(refused, windowMs / 1000);
    expect((await subscribe(viewers[0]!.token, first)).status).toBe(201);
    // The pages' push switch posts to /account/push: the same limit, the same wait.
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewers[1]!.token)).split(";")[0]!;
    const page = await fetchWorker("/account/push", {
      method: "POST",
      headers: { ...from(flooder), Cookie: cookie, Origin: "https://example.com" },
      body: new URLSearchParams({ intent: "subscribe", payload: JSON.stringify(await browser()) }),
    });
    expectWait(page, windowMs / 1000);
    expect(await page.json()).toEqual({ error: expect.stringMatching(/^Too many browsers were subscribed/) });
    expect(await rowCount("push_subscriptions")).toBe(stored);
  });
});

// Issue #49, point 6: each avatar is encoded up to 20 times, and an account could change it at will.
describe("avatar changes of one account", () => {
  const { most, windowMs } = actionLimits.avatar;

  it(`stop at ${most} an hour, through the API and the page, whatever the address, before the file is stored`, async () => {
    const [viewer, other] = [await newUser("avatarflood"), await newUser("avatarcalm")];
    const avatar = (who: typeof viewer, ip: string) =>
      call("PUT", "/users/me", {
        token: who.token,
        headers: from(ip),
        body: multipart("avatar", jpegImage, "me.jpg", "image/jpeg", { email: who.email, username: who.username }),
      });
    for (let at = 0; at < most; at += 1) expect((await avatar(viewer, `192.0.2.${at + 1}`)).status).toBe(200);
    const uploads = await rowCount("uploads");
    expectWait(await expectError(avatar(viewer, "192.0.2.200"), 429, /^You have changed your avatar too often/), windowMs / 1000);
    // The profile page's form: the same limit, shown on the form; its other fields still save without a picture.
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewer.token)).split(";")[0]!;
    const page = await fetchWorker("/profile", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://example.com" },
      body: multipart("avatar", jpegImage, "me.jpg", "image/jpeg", { email: viewer.email, username: viewer.username }),
    });
    expectWait(page, windowMs / 1000);
    expect(await page.text()).toContain("You have changed your avatar too often");
    expect(await rowCount("uploads")).toBe(uploads);
    const renamed = await call("PUT", "/users/me", { token: viewer.token, json: { email: viewer.email, username: `${viewer.username}x` } });
    expect(renamed.status).toBe(200);
    // Another account is not held back by this one.
    expect((await avatar(other, "192.0.2.200")).status).toBe(200);
  });
});

describe("the records of limited actions", () => {
  it("that left their window are found by their own index, not by reading every caller's records in it", async () => {
    const { sql, params } = forgetExpired(testAppContext(), "room_view", Date.now()).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    expect(plan.results.map((step) => step.detail).join("\n")).toMatch(/INDEX limited_actions_expiry_idx \(action=\? AND acted_at<\?\)/);
  });
});
