// Issue #50: the site in nine languages. Every public page answers under its language's prefix
// with <html lang dir>, hreflang alternates that point at each other, its texts in that language
// (no English message left), working filters and forms with JavaScript off; each language is
// cached under its own address and a write expires them all (decision 046).
import { beforeAll, describe, expect, it } from "vitest";
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

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  const { data } = await call("GET", "/series?limit=1");
  sample = data[0];
  const { data: detail } = await call("GET", `/series/${sample.id}`);
  episodePath = `/${sample.slug}/episode/${detail.episodes[0].episode_number}`;
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

/** What a reader sees or hears of a page: its text between tags, and the attributes read aloud. */
function readTexts(html: string): string[] {
  const body = html.slice(html.indexOf("<body")).replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "");
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
  const between = [...body.matchAll(/>([^<]+)</g)].map((found) => decode(found[1]!).trim());
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((found) => decode(found[1]!).trim());
  return [...between, ...attributes].filter(Boolean);
}

/** English messages a page in `locale` must not show: plain texts the translation says differently. */
function englishLeftIn(texts: string[], translated: Messages): string[] {
  const shown = new Set(texts);
  return Object.entries(en as Messages)
    .filter(([, text]) => typeof text === "string" && !/\{\w+\}/.test(text) && /[A-Za-z]{3}/.test(text))
    .filter(([key, text]) => translated[key] !== text && shown.has(text as string))
    .map(([key, text]) => `${key}: ${text}`);
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
      expect(englishLeftIn(readTexts(html), TRANSLATIONS[locale]!), address).toEqual([]);
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

describe("the page cache", () => {
  it("keeps each language's page under its own address, and a write expires every language", async () => {
    const path = `/zh-Hans/atoz?utm_campaign=languages`;
    const cacheOf = async (address: string) => (await fetchWorker(address)).headers.get("X-Page-Cache");
    expect(await cacheOf(path)).toBe("MISS");
    expect(await cacheOf(path)).toBe("HIT");
    expect(await cacheOf("/ar/atoz?utm_campaign=languages")).toBe("MISS");
    expect(await cacheOf("/ar/atoz?utm_campaign=languages")).toBe("HIT");
    const edit = await call("PUT", `/series/${sample.id}`, { token: admin, json: { rating: 8.8 } });
    expect(edit.status).toBe(200);
    expect(await cacheOf(path)).toBe("MISS");
    expect(await cacheOf("/ar/atoz?utm_campaign=languages")).toBe("MISS");
  });

  it("never shares a page whose title language a cookie chose", async () => {
    const response = await fetchWorker("/zh-Hans/list", { headers: { Cookie: "title_language=native" } });
    expect(response.headers.get("X-Page-Cache")).toBe("BYPASS");
  });
});
