// Issue #50: the admin area in English and Simplified Chinese (decision 046). Under /zh-Hans every
// admin screen answers in Chinese with <html lang="zh-Hans"> and no English admin message left; a
// plain form post (no JavaScript) comes back with its field error in Chinese, and its redirect
// stays under /zh-Hans. English /studio-login/admin is as it was.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import zhHans from "../../messages/zh-Hans.json";
import { issueToken } from "~/.server/auth/server-sessions";
import { adminScreens } from "~/lib/admin-paths";
import { seedDemo, testAppContext } from "../support/app-context";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { fetchWorker } from "../support/worker";

type Messages = Record<string, unknown>;
const english = en as Messages;
const chinese = zhHans as Messages;
const base = "/studio-login";
const zh = (path: string) => `/zh-Hans${path}`;

let admin: string;

beforeAll(async () => {
  await seedDemo();
  admin = adminCookie(await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET));
});

const text = (key: string) => chinese[key] as string;
const escaped = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function page(path: string, cookie = admin) {
  const response = await fetchWorker(path, { headers: { Cookie: cookie }, redirect: "manual" });
  return { response, html: await response.text() };
}

/** What a reader sees or hears of a page: its text between tags and the attributes read aloud (not the language links' names). */
function readTexts(html: string): string[] {
  const body = html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
    .replace(/<a [^>]*\blang="[^"]*"[^>]*>[^<]*<\/a>/g, "");
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const between = [...body.matchAll(/>([^<]+)</g)].map((found) => decode(found[1]!).trim());
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((found) => decode(found[1]!).trim());
  return [...between, ...attributes].filter(Boolean);
}

/** The built-in genres' names: stored data a screen lists as it is ("Action"), not a text of the admin's. */
const genreNames = new Set(Object.entries(english).flatMap(([key, value]) => (key.startsWith("genre_") ? [value] : [])));

/** The English admin messages (plain texts, no inputs) a Chinese page still shows. */
function englishAdminLeft(html: string): string[] {
  const shown = new Set(readTexts(html));
  return Object.entries(english)
    .filter(([key, value]) => key.startsWith("admin_") && typeof value === "string" && !/\{\w+\}/.test(value))
    .filter(([, value]) => !genreNames.has(value))
    .filter(([key, value]) => /[A-Za-z]{3}/.test(value as string) && chinese[key] !== value && shown.has(value as string))
    .map(([key, value]) => `${key}: ${value}`);
}

describe("the admin area in Simplified Chinese", () => {
  const screens = [{ path: "" }, ...adminScreens.map((screen) => ({ path: `/${screen.path}` }))];

  it.each(screens)("/zh-Hans/…/admin$path answers in Chinese, with no English admin message", async ({ path }) => {
    const address = zh(`${base}/admin${path}`);
    const { response, html } = await page(address);
    expect(response.status, address).toBe(200);
    expect(html, address).toContain('<html lang="zh-Hans" dir="ltr"');
    expect(html, address).toContain(escaped(text("admin_nav_manage_series")));
    expect(html, address).toContain(escaped(text("admin_shell_title")));
    expect(englishAdminLeft(html), address).toEqual([]);
  });

  it("shows each screen's own Chinese heading", async () => {
    const headings: [string, string][] = [
      ["", text("admin_dashboard_welcome").replace("{username}", "admin")],
      ["/manage-series", text("admin_nav_manage_series")],
      ["/add-series", text("admin_series_alt_titles")],
      ["/manage-episodes", text("admin_episodes_choose_series")],
      ["/schedule", text("admin_schedule_runs")],
      ["/import", text("admin_import_choose_series")],
      ["/import/series", text("admin_import_export_catalogue")],
      ["/schedule/runs", text("admin_runs_intro")],
    ];
    for (const [path, heading] of headings) {
      const { response, html } = await page(zh(`${base}/admin${path}`));
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(escaped(heading));
    }
  });

  it("keeps its links, forms and language switch under /zh-Hans", async () => {
    const { html } = await page(zh(`${base}/admin/manage-series`));
    expect(html).toContain(`href="/zh-Hans${base}/admin/genres"`);
    expect(html).toContain(`href="/zh-Hans${base}/admin"`);
    expect(html).toContain(`action="/zh-Hans${base}/admin/logout"`);
    // The switch: plain links to this screen in the other language, no JavaScript needed.
    expect(html).toContain(`href="${base}/admin/manage-series" hrefLang="en" lang="en"`);
    expect(html).toContain(`href="/zh-Hans${base}/admin/manage-series" hrefLang="zh-Hans" lang="zh-Hans"`);
  });

  it("signs in at /zh-Hans with a Chinese login page, and sends a signed-out admin there", async () => {
    const login = await page(zh(base), "");
    expect(login.response.status).toBe(200);
    expect(login.html).toContain('<html lang="zh-Hans"');
    expect(login.html).toContain(escaped(chinese.series_admin_login_title as string));
    expect(login.html).toContain(`href="${base}" hrefLang="en"`);
    const signedOut = await page(zh(`${base}/admin/genres`), "");
    expect(signedOut.response.status).toBe(302);
    expect(signedOut.response.headers.get("Location")).toBe(zh(base));
    // Its own session: logging out ends the session it names.
    const leaving = adminCookie(await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET));
    const logout = await postAdminForm(zh(`${base}/admin/logout`), leaving, new URLSearchParams());
    expect(logout.status).toBe(302);
    expect(logout.headers.get("Location")).toBe(zh(base));
  });
});

describe("admin forms without JavaScript under /zh-Hans", () => {
  it("show a refused field's error in Chinese", async () => {
    const body = new URLSearchParams({ intent: "create", name: "", description: "", redirectTo: `${base}/admin/genres` });
    const response = await postAdminForm(zh(`${base}/admin/genres`), admin, body);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="zh-Hans"');
    const required = (chinese.refusal_field_required as string).replace("{field}", chinese.field_name as string);
    expect(html).toContain(escaped(required));
    expect(html).toContain(escaped(text("admin_genres_add_failed").replace("{error}", required)));
    expect(html).not.toContain("Name is required");
    expect(html).not.toContain("Failed to add genre");
  });

  it("show a schedule entry's refused time in Chinese", async () => {
    const body = new URLSearchParams({
      intent: "create",
      day: "0",
      air_date: "2026-01-01",
      air_time: "25:99",
      redirectTo: `${base}/admin/schedule`,
    });
    const response = await postAdminForm(zh(`${base}/admin/schedule`), admin, body);
    expect(response.status).toBe(400);
    const html = await response.text();
    const refused = text("admin_refusal_time").replace("{field}", text("admin_field_time"));
    expect(html).toContain(escaped(refused));
    expect(html).not.toContain("must be HH:MM");
  });

  it("redirect a write that went through back under /zh-Hans, with its notice in Chinese", async () => {
    const body = new URLSearchParams({ intent: "create", name: "Isekai Zh", description: "", redirectTo: `${base}/admin/genres` });
    const response = await postAdminForm(zh(`${base}/admin/genres`), admin, body);
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location.startsWith(zh(`${base}/admin/genres?`))).toBe(true);
    expect(new URL(location, "https://example.com").searchParams.get("notice")).toBe(text("admin_notice_genre_added"));
    const { html } = await page(location);
    expect(html).toContain(escaped(text("admin_notice_genre_added")));
  });
});

describe("the English admin area", () => {
  it("is unchanged: English texts, no prefix, a link to the Chinese screen", async () => {
    const { response, html } = await page(`${base}/admin/genres`);
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain("Manage Genres");
    expect(html).toContain(`href="${base}/admin/manage-series"`);
    expect(html).toContain(`href="/zh-Hans${base}/admin/genres" hrefLang="zh-Hans" lang="zh-Hans"`);
    expect(html).not.toContain(text("admin_nav_manage_series"));
  });

  it("answers a refused field in English and redirects without a prefix", async () => {
    const refused = await postAdminForm(`${base}/admin/genres`, admin, new URLSearchParams({ intent: "create", name: "" }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Name is required");
    const body = new URLSearchParams({ intent: "create", name: "Isekai En", redirectTo: `${base}/admin/genres` });
    const done = await postAdminForm(`${base}/admin/genres`, admin, body);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`${base}/admin/genres?notice=Genre+added`);
  });
});

describe("the admin area in a language it does not speak", () => {
  /** Where a redirect sends the browser on this site: its path and query. */
  const sentTo = (response: Response) => {
    const location = new URL(response.headers.get("Location") ?? "", "https://example.com");
    return `${location.pathname}${location.search}`;
  };

  it("sends its login and its screens to their English addresses, which a Chinese one keeps", async () => {
    const login = await page(`/ar${base}?next=1`, "");
    expect(login.response.status).toBe(302);
    expect(sentTo(login.response)).toBe(`${base}?next=1`);
    const screen = await page(`/ru${base}/admin/comments`);
    expect(screen.response.status).toBe(302);
    expect(sentTo(screen.response)).toBe(`${base}/admin/comments`);
    expect((await page(zh(`${base}/admin/comments`))).response.status).toBe(200);
    expect((await page(zh(base), "")).response.status).toBe(200);
  });
});
