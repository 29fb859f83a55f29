// Issue #50: the site in nine languages. Every public page answers under its language's prefix
// with <html lang dir>, hreflang alternates that point at each other, its texts in that language
// (no English message left), working filters and forms with JavaScript off; each language is
// cached under its own address and a write expires them all (decision 046).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/lib/dates";
import en from "../../messages/en.json";
import ar from "../../messages/ar.json";
import es from "../../messages/es.json";
import id from "../../messages/id.json";
import ptBR from "../../messages/pt-BR.json";
import ru from "../../messages/ru.json";
import vi from "../../messages/vi.json";
import zhHans from "../../messages/zh-Hans.json";
import zhHant from "../../messages/zh-Hant.json";
import { startSession } from "~/web/sessions.server";
import { locales } from "~/i18n/locales";
import { pathIn } from "~/lib/locale-paths";
import { seedDemo } from "../support/app-context";
import { adminToken, call, newUser } from "../support/api";
import { fetchWorker } from "../support/worker";

type Messages = Record<string, unknown>;
const TRANSLATIONS: Record<string, Messages> = { "zh-Hans": zhHans, "zh-Hant": zhHant, es, "pt-BR": ptBR, id, ar, vi, ru };
const LOCALES = Object.keys(TRANSLATIONS);
const ORIGIN = "https://example.com";

let admin: string;
let sample: { id: number; slug: string };
let episodePath: string;
let viewerCookie: string;
/** The sample's synopsis and its episode's: the admins' words (English in the seed), not the site's. */
let catalogueTexts: Set<string>;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  const { data } = await call("GET", "/series?limit=1");
  sample = data[0];
  const { data: detail } = await call("GET", `/series/${sample.id}`);
  episodePath = `/${sample.slug}/episode/${detail.episodes[0].episode_number}`;
  catalogueTexts = new Set([detail.description, detail.episodes[0].description]);
  const viewer = await newUser("polyglot");
  viewerCookie = (await startSession(new Request(`${ORIGIN}/`), "user", viewer.token)).split(";")[0]!;
});

/** The pages of the done-when list, by their English path, and whether they need a viewer. */
const pages = () => [
  { path: "/", signedIn: false },
  { path: "/list", signedIn: false },
  { path: "/atoz", signedIn: false },
  { path: `/${sample.slug}`, signedIn: false },
  { path: episodePath, signedIn: false },
  { path: "/login", signedIn: false },
  { path: "/register", signedIn: false },
  { path: "/my-list", signedIn: true },
  { path: "/history", signedIn: false },
];

const inLocale = (locale: string, path: string) => (locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`);

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** What a reader sees or hears of a page: its text between tags, and the attributes read aloud. */
function readTexts(html: string): string[] {
  // Scripts and styles are not read; nor is a text marked as another language (the language menu's names).
  const body = html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
    .replace(/<a [^>]*\blang="[^"]*"[^>]*>[^<]*<\/a>/g, "");
  const between = [...body.matchAll(/>([^<]+)</g)].map((found) => decode(found[1]!).trim());
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((found) => decode(found[1]!).trim());
  return [...between, ...attributes].filter(Boolean);
}

/**
 * What a search result or a tab shows of a page: its `<title>`, also without the site's name that
 * `pageTitle` puts after it, and its meta description.
 */
function headTexts(html: string): string[] {
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
  return [title, title.replace(/ — AnimeStream$/, ""), description].filter(Boolean);
}

/** A message's texts: the text itself, or each form of a plural. */
const formsOf = (message: unknown): string[] =>
  typeof message === "string"
    ? [message]
    : Array.isArray(message)
      ? message.flatMap((variant: { match: Record<string, string> }) => Object.values(variant.match))
      : [];

const PLACEHOLDERS = /\{\w+\}/g;
const hasInputs = (text: string) => /\{\w+\}/.test(text);
/** An English text with inputs as a pattern of the whole text: "{title} — watch online" → /^.+? — watch online$/. */
const patternOf = (text: string) =>
  new RegExp(
    `^${text
      .split(PLACEHOLDERS)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+?")}$`,
    "s",
  );

/**
 * English messages a translated page must not show: texts its translation says differently. The
 * body is searched for the plain texts; the head, made mostly of texts with inputs (a series'
 * title, a count), for those too, each as a pattern of the whole text. The admin area's (`admin_*`,
 * English and Simplified Chinese only) are not on these pages; a word they share with a public
 * text ("Status") is that text's translation's business.
 */
function englishLeftIn(translated: Messages, page: { body: string[]; head: string[] }): string[] {
  const inBody = new Set(page.body);
  const shown = (text: string) =>
    hasInputs(text) ? page.head.some((headText) => patternOf(text).test(headText)) : inBody.has(text) || page.head.includes(text);
  return Object.entries(en as Messages)
    .filter(([key]) => !key.startsWith("admin_"))
    .flatMap(([key, message]) => formsOf(message).map((text) => ({ key, text })))
    .filter(({ key, text }) => /[A-Za-z]{3}/.test(text.replace(PLACEHOLDERS, "")) && !formsOf(translated[key]).includes(text))
    .filter(({ text }) => shown(text))
    .map(({ key, text }) => `${key}: ${text}`);
}

async function view(path: string, signedIn: boolean) {
  const response = await fetchWorker(path, { headers: signedIn ? { Cookie: viewerCookie } : {} });
  return { response, html: await response.text() };
}

describe("every language", () => {
  it.each(LOCALES)("%s: the done-when pages answer under the prefix, in that language, with reciprocal alternates", async (locale) => {
    for (const { path, signedIn } of pages()) {
      const address = inLocale(locale, path);
      const { response, html } = await view(address, signedIn);
      expect(response.status, address).toBe(200);
      expect(html, address).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`);
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((found) => [found[1], found[2]]),
      );
      for (const other of ["en", ...LOCALES]) expect(alternates[other], `${address} → ${other}`).toBe(`${ORIGIN}${inLocale(other, path)}`);
      expect(alternates["x-default"], address).toBe(`${ORIGIN}${path}`);
      expect(
        englishLeftIn(TRANSLATIONS[locale]!, { body: readTexts(html), head: headTexts(html).filter((text) => !catalogueTexts.has(text)) }),
        address,
      ).toEqual([]);
    }
  });

  it("English pages stay unprefixed and English", async () => {
    const { response, html } = await view("/list", false);
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/list"/>`);
  });

  it("an address under a language has its canonical link there, and links stay in it", async () => {
    const { html } = await view("/ru/list", false);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/ru/list"/>`);
    expect(html).toContain(`href="/ru/${sample.slug}"`);
    expect(html).toContain('href="/ru/atoz"');
  });
});

describe("forms and filters without JavaScript", () => {
  it("filter browse under a prefix", async () => {
    const all = await view("/es/list", false);
    const filtered = await view("/es/list?status=Completed", false);
    expect([all.response.status, filtered.response.status]).toEqual([200, 200]);
    const cards = (html: string) => (html.match(/class="stretched-link"/g) ?? []).length;
    expect(cards(filtered.html)).toBeLessThanOrEqual(cards(all.html));
  });

  it.each(LOCALES)("%s: a refused login shows its field error in the page's language", async (locale) => {
    const messages = TRANSLATIONS[locale] as Record<string, string>;
    const response = await fetchWorker(`/${locale}/login`, {
      method: "POST",
      body: new URLSearchParams({ identifier: "", password: "" }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const expected = messages.refusal_field_required!.replace("{field}", messages.field_email_or_username!);
    const escaped = expected
      .replace(/&/g, "&amp;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#x27;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;");
    expect(html).toContain(escaped);
    expect(html).not.toContain("Email or username is required");
  });

  it("send a signed-in viewer's post back to the page in the language it came from", async () => {
    const form = new URLSearchParams({ theme: "light", redirectTo: "/list" });
    const response = await fetchWorker("/vi/theme", {
      method: "POST",
      body: form,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/vi/list");
  });
});

describe("feeds", () => {
  it("write the RSS feed and the calendar in the address's language, their links staying in it", async () => {
    const rss = await (await fetchWorker("/zh-Hans/feed.xml")).text();
    expect(rss).toContain("<language>zh-Hans</language>");
    expect(rss).toContain(`<title>${zhHans.feed_site_title.replace("{site}", "AnimeStream")}</title>`);
    const items = [...rss.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g)];
    expect(items.length).toBeGreaterThan(0);
    for (const [, title, link] of items) {
      expect(title).toMatch(/第\d+集/);
      expect(new URL(link!).pathname).toMatch(/^\/zh-Hans\//);
    }
    const english = await (await fetchWorker("/feed.xml")).text();
    expect(english).toContain("<language>en</language>");
    expect(english).not.toContain("/zh-Hans/");
    const calendar = await (await fetchWorker("/ru/schedule.ics")).text();
    expect(calendar).toContain("PRODID:-//AnimeStream//Air schedule//RU");
    expect(calendar).toContain(`X-WR-CALNAME:${ru.feed_site_calendar.replace("{site}", "AnimeStream")}`);
    const urls = [...calendar.replaceAll("\r\n ", "").matchAll(/^URL[^:]*:(.*)$/gm)].map((found) => new URL(found[1]!.trim()).pathname);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((path) => path.startsWith("/ru/"))).toBe(true);
  });
});

describe("the page cache", () => {
  it("keeps each language's page under its own address, and a write expires every language", async () => {
    const cacheOf = async (address: string) => (await fetchWorker(address)).headers.get("X-Page-Cache");
    const query = "?utm_campaign=languages";
    // The issue's own address: Simplified Chinese home, slash and all, from the cache on the second view.
    const chineseHome = `/zh-Hans/${query}`;
    expect([await cacheOf(chineseHome), await cacheOf(chineseHome)]).toEqual(["MISS", "HIT"]);
    const everyLanguage = locales.flatMap((locale) => ["/", "/atoz"].map((path) => `${pathIn(locale, path)}${query}`));
    for (const address of everyLanguage) expect([await cacheOf(address), await cacheOf(address)], address).toEqual(["MISS", "HIT"]);
    const edit = await call("PUT", `/series/${sample.id}`, { token: admin, json: { subtitle: "Edited for the cache" } });
    expect(edit.status).toBe(200);
    for (const address of [chineseHome, ...everyLanguage]) expect(await cacheOf(address), address).toBe("MISS");
  });

  it("answers the same cached page whatever language the browser asks for", async () => {
    const home = "/?utm_campaign=accept-language";
    const asking = (acceptLanguage: string) => fetchWorker(home, { headers: { "Accept-Language": acceptLanguage } });
    const russian = await asking("ru-RU,ru;q=0.9");
    const chinese = await asking("zh-CN,zh;q=0.9,en;q=0.5");
    expect([russian.headers.get("X-Page-Cache"), chinese.headers.get("X-Page-Cache")]).toEqual(["MISS", "HIT"]);
    // The same page but for the script nonce each answer gets (tests/integration/page-cache.test.ts).
    const withoutNonces = (text: string) => text.replace(/nonce="[^"]*"|'nonce-[^']*'/g, "");
    const [rendered, shared] = [withoutNonces(await russian.text()), withoutNonces(await chinese.text())];
    expect(shared).toBe(rendered);
    // Rendered for a Russian browser, and English all the same: the offer of Russian is made in the browser.
    expect(rendered).toContain('<html lang="en" dir="ltr"');
  });

  it("never shares a page whose title language a cookie chose", async () => {
    const response = await fetchWorker("/zh-Hans/list", { headers: { Cookie: "title_language=native" } });
    expect(response.headers.get("X-Page-Cache")).toBe("BYPASS");
  });
});

describe("titles in the viewer's language", () => {
  const alts = [
    { lang: "ja", title: "竹取の歌" },
    { lang: "ja-Latn", title: "Taketori no Uta" },
    { lang: "zh-Hans", title: "竹取之歌" },
    { lang: "en", title: "The Bamboo Cutter's Song" },
  ];
  let slug: string;
  beforeAll(async () => {
    const created = await call("POST", "/series", {
      token: admin,
      json: { title: "Taketori Monogatari Uta", description: "A princess from the moon.", alt_titles: alts },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    slug = created.data.slug;
  });
  const h1Of = (html: string) => /<h1[^>]*>(?:<bdi>)?([^<]*)/.exec(html)?.[1];

  it("shows the title tagged with the page's language on a shared page, the main title in English", async () => {
    expect(h1Of((await view(`/${slug}`, false)).html)).toBe("Taketori Monogatari Uta");
    const chinese = await fetchWorker(`/zh-Hans/${slug}`);
    expect(h1Of(await chinese.text())).toBe("竹取之歌");
    expect(chinese.headers.get("X-Page-Cache")).toBe("MISS");
    // A language with no title of its own keeps the main one.
    expect(h1Of((await view(`/ru/${slug}`, false)).html)).toBe("Taketori Monogatari Uta");
  });

  it("names the series in the Top 10 and the schedule by the page's language too, and a title edit reaches them", async () => {
    const { data: made } = await call("GET", `/series?q=${encodeURIComponent("Taketori Monogatari Uta")}&limit=1`);
    const id = made[0].id as number;
    const today = todayIn(env.SITE_TIMEZONE);
    expect((await call("POST", "/top10", { token: admin, json: { tab: "weekly", list: [{ series_id: id }] } })).status).toBe(200);
    expect((await call("POST", "/schedule", { token: admin, json: { series_id: id, air_date: today, air_time: "23:30" } })).status).toBe(
      201,
    );
    const top10 = (await call("GET", "/top10?tab=weekly")).data;
    expect(top10[0].alt_titles).toEqual(expect.arrayContaining([{ lang: "zh-Hans", title: "竹取之歌" }]));
    const namesOnHome = (html: string, section: string) => {
      const start = html.indexOf(`id="${section}"`);
      return html.slice(start, html.indexOf("</section>", start));
    };
    const chinese = await (await fetchWorker("/zh-Hans")).text();
    expect(namesOnHome(chinese, "top10")).toContain("竹取之歌");
    expect(namesOnHome(chinese, "schedule")).toContain("竹取之歌");
    const english = await (await fetchWorker("/")).text();
    expect(namesOnHome(english, "top10")).toContain("Taketori Monogatari Uta");
    expect(namesOnHome(english, "top10")).not.toContain("竹取之歌");
    // An edit of the alternative titles alone reaches the cached lists.
    const renamed = alts.map((alt) => (alt.lang === "zh-Hans" ? { ...alt, title: "竹取新歌" } : alt));
    expect((await call("PUT", `/series/${id}`, { token: admin, json: { alt_titles: renamed } })).status).toBe(200);
    expect(namesOnHome(await (await fetchWorker("/zh-Hans")).text(), "top10")).toContain("竹取新歌");
    await call("PUT", `/series/${id}`, { token: admin, json: { alt_titles: alts } });
  });

  it("lets an anonymous viewer pick native titles without JavaScript, on their own uncached pages", async () => {
    const chose = await fetchWorker("/es/title-language", {
      method: "POST",
      body: new URLSearchParams({ title_language: "native", redirectTo: `/${slug}` }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(chose.status).toBe(302);
    expect(chose.headers.get("Location")).toBe(`/es/${slug}`);
    const cookie = chose.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(cookie).toBe("title_language=native");
    const page = await fetchWorker(`/es/${slug}`, { headers: { Cookie: cookie } });
    expect(page.headers.get("X-Page-Cache")).toBe("BYPASS");
    expect(h1Of(await page.text())).toBe("竹取の歌");
    const romaji = await fetchWorker(`/${slug}`, { headers: { Cookie: "title_language=romaji" } });
    expect(h1Of(await romaji.text())).toBe("Taketori no Uta");
    // Back to "as named": the cookie goes, and the pages are shared again.
    const reset = await fetchWorker("/title-language", {
      method: "POST",
      body: new URLSearchParams({ title_language: "as_named", redirectTo: "/" }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    });
    expect(reset.headers.get("Set-Cookie")).toMatch(/^title_language=; Max-Age=0/);
  });

  it("shows a donghua's Chinese title to a viewer who picked native, without JavaScript", async () => {
    const donghua = await call("POST", "/series", {
      token: admin,
      json: {
        title: "Battle Through the Heavens",
        description: "A fallen prodigy climbs back.",
        network: "Tencent",
        alt_titles: [
          { lang: "zh-Latn", title: "Doupo Cangqiong" },
          { lang: "zh", title: "斗破苍穹" },
        ],
      },
    });
    expect(donghua.status, JSON.stringify(donghua.data)).toBe(201);
    const chose = await fetchWorker("/ru/title-language", {
      method: "POST",
      body: new URLSearchParams({ title_language: "native", redirectTo: `/${donghua.data.slug}` }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(chose.status).toBe(302);
    const cookie = chose.headers.get("Set-Cookie")!.split(";")[0]!;
    for (const address of [`/ru/${donghua.data.slug}`, `/${donghua.data.slug}`]) {
      expect(h1Of(await (await fetchWorker(address, { headers: { Cookie: cookie } })).text()), address).toBe("斗破苍穹");
    }
    // Without the choice, the Russian page keeps the main title: a "zh" title is the Chinese pages' own.
    expect(h1Of((await view(`/ru/${donghua.data.slug}`, false)).html)).toBe("Battle Through the Heavens");
  });

  it("keeps a signed-in viewer's choice on the account, in the API too", async () => {
    const viewer = await newUser("titles");
    const cookie = (await startSession(new Request(`${ORIGIN}/`), "user", viewer.token)).split(";")[0]!;
    const chose = await fetchWorker("/title-language", {
      method: "POST",
      body: new URLSearchParams({ title_language: "english", redirectTo: `/${slug}` }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    });
    expect(chose.status).toBe(302);
    expect((await call("GET", "/users/me", { token: viewer.token })).data.title_language).toBe("english");
    const page = await fetchWorker(`/${slug}`, { headers: { Cookie: cookie } });
    expect(h1Of(await page.text())).toBe("The Bamboo Cutter&#x27;s Song");
  });

  it("names the series in its feed and calendar as a page in that language does", async () => {
    const { data: made } = await call("GET", `/series?q=${encodeURIComponent("Taketori Monogatari Uta")}&limit=1`);
    const id = made[0].id as number;
    const episode = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: id, episode_number: 1, title: "The Moon", description: "She came from the moon." },
    });
    expect(episode.status, JSON.stringify(episode.data)).toBe(201);
    const chinese = await (await fetchWorker(`/zh-Hans/${slug}/feed.xml`)).text();
    expect(chinese).toMatch(/<channel>\s*<title>竹取之歌 /);
    expect(chinese).toMatch(/<item><title>[^<]*竹取之歌[^<]*<\/title>/);
    expect(await (await fetchWorker(`/${slug}/feed.xml`)).text()).toMatch(/<channel>\s*<title>Taketori Monogatari Uta /);
    expect(
      (await call("POST", "/schedule", { token: admin, json: { series_id: id, air_date: todayIn(env.SITE_TIMEZONE), air_time: "22:00" } }))
        .status,
    ).toBe(201);
    const calendar = (await (await fetchWorker(`/zh-Hans/${slug}/schedule.ics`)).text()).replaceAll("\r\n ", "");
    expect(calendar).toMatch(/^X-WR-CALNAME:竹取之歌/m);
    expect(calendar).toMatch(/^SUMMARY:竹取之歌/m);
  });

  it("refuses a title language it does not know, in the page's language", async () => {
    const refused = await fetchWorker("/ru/title-language", {
      method: "POST",
      body: new URLSearchParams({ title_language: "klingon", redirectTo: "/" }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(ru.refusal_title_language);
  });
});
