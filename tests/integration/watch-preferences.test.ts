// Issue #51, the viewer's choice (decision 053): sub or dub and skipping filler, kept on the account
// (the API and the episode page's form) and in cookies the page cache lets through; a signed-in
// viewer's own page opens on their audio and leads Next past filler, a shared page stays shared.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { addEpisode, newSeries } from "../support/catalogue";
import { fetchWorker, userSessionCookie } from "../support/worker";

const ORIGIN = "https://example.com";
let admin: string;
let slug: string;

const postChoice = (fields: Record<string, string>, cookie?: string) =>
  fetchWorker("/watching", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
/** The label of the server button the page marks as playing. */
const currentServer = (html: string) => /<a[^>]*aria-current="true"[^>]*>([^<]*)</.exec(html)?.[1];
const nextLink = (html: string) => /<a[^>]*href="([^"]*)"[^>]*>Next/.exec(html)?.[1];

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  const series = await newSeries(admin, "Two Voices Filler Run");
  slug = series.slug;
  const servers = [
    { label: "Main", url: "https://cdn.example.com/sub.mp4", audio: "sub" },
    { label: "English", url: "https://cdn.example.com/dub.mp4", audio: "dub", audio_lang: "en" },
  ];
  // The filler run 12–15, as a published filler list marks it; 16 has no dub.
  for (const number of [11, 12, 13, 14, 15, 16])
    await addEpisode(admin, series.id, number, {
      servers: number === 16 ? servers.slice(0, 1) : servers,
      kind: number >= 12 && number <= 15 ? "filler" : "canon",
    });
});

describe("the viewer's audio and filler choice", () => {
  it("is kept on the account through /api/users/me, and a bad word is a 400 naming the field", async () => {
    const viewer = await newUser("prefs");
    const me = (await call("GET", "/users/me", { token: viewer.token })).data;
    expect(me).toMatchObject({ audio_preference: "any", skip_filler: false });
    const profile = { email: viewer.email, username: viewer.username };
    const saved = await call("PUT", "/users/me", { token: viewer.token, json: { ...profile, audio_preference: "dub", skip_filler: true } });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect((await call("GET", "/users/me", { token: viewer.token })).data).toMatchObject({ audio_preference: "dub", skip_filler: true });
    await expectError(
      call("PUT", "/users/me", { token: viewer.token, json: { ...profile, audio_preference: "loud" } }),
      400,
      "Audio preference must be one of: any, sub, dub",
    );
    await expectError(call("PUT", "/users/me", { token: viewer.token, json: { ...profile, skip_filler: "often" } }), 400, /true or false/);
    // A profile saved without them leaves them as they were.
    expect((await call("PUT", "/users/me", { token: viewer.token, json: profile })).data).toMatchObject({ audio_preference: "dub" });
  });

  it("keeps a second subtitle language (issue #82) on the account and in an anonymous browser's cookie, and refuses one that is no language", async () => {
    const viewer = await newUser("bilingual");
    const profile = { email: viewer.email, username: viewer.username };
    expect((await call("GET", "/users/me", { token: viewer.token })).data.secondary_subtitle_language).toBeNull();
    const saved = await call("PUT", "/users/me", { token: viewer.token, json: { ...profile, secondary_subtitle_language: "zh-hans" } });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.secondary_subtitle_language).toBe("zh-Hans");
    await expectError(
      call("PUT", "/users/me", { token: viewer.token, json: { ...profile, secondary_subtitle_language: "not a language!" } }),
      400,
      /is not a language tag/,
    );
    // A profile saved without it leaves it; null takes it away.
    expect((await call("PUT", "/users/me", { token: viewer.token, json: profile })).data.secondary_subtitle_language).toBe("zh-Hans");
    const cleared = await call("PUT", "/users/me", { token: viewer.token, json: { ...profile, secondary_subtitle_language: null } });
    expect(cleared.data.secondary_subtitle_language).toBeNull();

    // The episode page's form, signed in and signed out.
    const cookie = await userSessionCookie(viewer.token);
    await postChoice({ audio_preference: "any", secondary_subtitle_language: "en", redirectTo: "/" }, cookie);
    expect((await call("GET", "/users/me", { token: viewer.token })).data.secondary_subtitle_language).toBe("en");
    const anonymous = await postChoice({ audio_preference: "any", secondary_subtitle_language: "ja", redirectTo: "/" });
    expect(anonymous.headers.getSetCookie().map((line) => line.split(";")[0])).toContain("secondary_subtitle_language=ja");
    const refused = await postChoice({ audio_preference: "any", secondary_subtitle_language: "<b>", redirectTo: "/" });
    expect(refused.status).toBe(400);
  });

  it("opens a signed-in viewer's own page on their audio and leads Next past filler, without JavaScript", async () => {
    const viewer = await newUser("dubber");
    const cookie = await userSessionCookie(viewer.token);
    const chose = await postChoice({ audio_preference: "dub", skip_filler: "1", redirectTo: `/${slug}/episode/11` }, cookie);
    expect(chose.status).toBe(302);
    expect((await call("GET", "/users/me", { token: viewer.token })).data).toMatchObject({ audio_preference: "dub", skip_filler: true });

    const page = await fetchWorker(`/${slug}/episode/11`, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(page.headers.get("X-Page-Cache")).toBe("BYPASS");
    expect(currentServer(html)).toBe("English");
    expect(nextLink(html)).toBe(`/${slug}/episode/16`);
    // Episode 16 has no dub: it opens on its first server and says why.
    const sixteen = await (await fetchWorker(`/${slug}/episode/16`, { headers: { Cookie: cookie } })).text();
    expect(currentServer(sixteen)).toBe("Main");
    expect(sixteen).toContain('data-missing-audio="dub"');
    // A server the address names still wins, and a viewer who does not skip goes to 12.
    expect(currentServer(await (await fetchWorker(`/${slug}/episode/11?server=0`, { headers: { Cookie: cookie } })).text())).toBe("Main");
    await postChoice({ audio_preference: "sub", redirectTo: "/" }, cookie);
    expect(nextLink(await (await fetchWorker(`/${slug}/episode/11`, { headers: { Cookie: cookie } })).text())).toBe(`/${slug}/episode/12`);
  });

  it("goes into an anonymous browser's cookies and back to the episode on the chosen server", async () => {
    const chose = await postChoice({
      audio_preference: "dub",
      skip_filler: "1",
      server_audios: "sub,dub",
      redirectTo: `/${slug}/episode/11?range=1-100`,
    });
    expect(chose.status).toBe(302);
    expect(chose.headers.get("Location")).toBe(`/${slug}/episode/11?range=1-100&server=1#player`);
    const cookies = chose.headers.getSetCookie().map((line) => line.split(";")[0]);
    // No second subtitle language was chosen: its cookie is taken away.
    expect(cookies).toEqual(["audio_preference=dub", "skip_filler=1", "secondary_subtitle_language="]);
    // "No preference" and no skipping take the cookies away again.
    const reset = await postChoice({ audio_preference: "any", server_audios: "sub,dub", redirectTo: `/${slug}/episode/11` });
    expect(reset.headers.get("Location")).toBe(`/${slug}/episode/11`);
    expect(reset.headers.getSetCookie().every((line) => /Max-Age=0/.test(line))).toBe(true);
    const bad = await postChoice({ audio_preference: "loud", redirectTo: "/" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Audio preference must be one of: any, sub, dub");
  });

  it("never makes a shared page personal: two anonymous viewers with different choices get the same cached page", async () => {
    const path = `/${slug}/episode/12?utm_source=prefs`;
    const first = await fetchWorker(path, { headers: { Cookie: "audio_preference=dub; skip_filler=1" } });
    const firstHtml = await first.text();
    expect(first.headers.get("X-Page-Cache")).toBe("MISS");
    const second = await fetchWorker(path, { headers: { Cookie: "audio_preference=sub" } });
    expect(second.headers.get("X-Page-Cache")).toBe("HIT");
    // The same page, but for the nonce each answer gets afresh.
    const withoutNonces = (text: string) => text.replace(/nonce="[^"]*"/g, "");
    expect(withoutNonces(await second.text())).toBe(withoutNonces(firstHtml));
    // Drawn with no preference: the first server, Next to the very next episode.
    expect(currentServer(firstHtml)).toBe("Main");
    expect(nextLink(firstHtml)).toBe(`/${slug}/episode/13`);
  });
});
