// Issue #10, search engines and shares: robots.txt, the sitemaps (read with a real XML parser),
// canonical links, descriptions, Open Graph and JSON-LD that no catalogue text can break out of.
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { URLS_PER_FILE } from "~/domain/seo/queries.server";
import { xmlText } from "~/domain/seo/xml-text";
import { locales } from "~/i18n/locales";
import { pathIn } from "~/lib/locale-paths";
import zhHans from "../../messages/zh-Hans.json";
import { seedDemo } from "../support/app-context";
import { adminToken, call, rowCount } from "../support/api";
import { fetchWorker } from "../support/worker";

const ORIGIN = "https://example.com";
const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name) });
type Entry = { loc: string; lastmod?: string };
const list = (value: Entry[] | undefined): Entry[] => value ?? [];

let admin: string;
beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

const text = async (path: string) => {
  const response = await fetchWorker(path);
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", body: await response.text() };
};

const metaOf = (html: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));

describe("robots.txt", () => {
  it("points to the sitemap, keeps crawlers off private paths and does not name the admin area", async () => {
    const robots = await text("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ["/api/", "/history", "/profile"]) expect(robots.body).toContain(`Disallow: ${path}`);
    expect(robots.body).not.toContain("studio-login");
  });
});

describe("the sitemaps", () => {
  it("list every page, series and episode once, each file a valid urlset", async () => {
    const index = await text("/sitemap.xml");
    expect(index.type).toMatch(/^application\/xml/);
    const files = list(xml.parse(index.body).sitemapindex.sitemap).map((entry) => entry.loc);
    expect(files[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    const urls: string[] = [];
    for (const file of files) {
      const answer = await text(new URL(file).pathname);
      expect(answer.status, file).toBe(200);
      const set = xml.parse(answer.body).urlset;
      expect(set["@_xmlns"] ?? set.xmlns ?? "http://www.sitemaps.org/schemas/sitemap/0.9").toBe(
        "http://www.sitemaps.org/schemas/sitemap/0.9",
      );
      for (const url of list(set.url)) {
        urls.push(url.loc);
        if (url.lastmod) expect(Number.isNaN(Date.parse(url.lastmod)), url.lastmod).toBe(false);
      }
    }
    expect(new Set(urls).size).toBe(urls.length);
    // Every language has its own files (decision 046); the English ones list each page once.
    const english = urls.filter((url) => !/^https:\/\/example\.com\/(zh-Hans|zh-Hant|es|pt-BR|id|ar|vi|ru)(\/|$)/.test(url));
    expect(urls.length).toBe(english.length * 9);
    urls.splice(0, urls.length, ...english);
    const { data: series } = await call("GET", "/series?limit=100");
    for (const item of series as { slug: string }[]) expect(urls).toContain(`${ORIGIN}/${item.slug}`);
    expect(urls.filter((url) => url.includes("/episode/")).length).toBe(await rowCount("episodes"));
    expect(urls).toContain(`${ORIGIN}/list`);
  });

  it("are built from each table's largest id and a window of ids, not a count or an offset over every row", async () => {
    const rowsRead = async (path: string) =>
      Number(/d1-rows-read;desc="(\d+)"/.exec((await fetchWorker(path)).headers.get("Server-Timing") ?? "")?.[1]);
    // A query string of its own: rendered here, not answered from the page cache.
    expect(await rowsRead("/sitemap.xml?rows=index")).toBeLessThanOrEqual(2);
    const inWindow = Math.min(await rowCount("episodes"), URLS_PER_FILE);
    // And the settings row, whose caps on content ratings the window is read under (decision 073).
    expect(await rowsRead("/sitemaps/episodes-1.xml?rows=file")).toBeLessThanOrEqual(2 * inWindow + 2);
  });

  it("give each page its alternates in every language, and each language its own address", async () => {
    const file = xml.parse((await text("/zh-Hans/sitemaps/pages.xml")).body).urlset as {
      url: { loc: string; "xhtml:link": { "@_hreflang": string; "@_href": string }[] }[];
    };
    const list = file.url.find((url) => url.loc === `${ORIGIN}/zh-Hans/list`);
    expect(list, "the zh-Hans file lists /zh-Hans/list").toBeDefined();
    const alternates = Object.fromEntries(list!["xhtml:link"].map((link) => [link["@_hreflang"], link["@_href"]]));
    expect(alternates).toEqual({
      en: `${ORIGIN}/list`,
      "zh-Hans": `${ORIGIN}/zh-Hans/list`,
      "zh-Hant": `${ORIGIN}/zh-Hant/list`,
      es: `${ORIGIN}/es/list`,
      "pt-BR": `${ORIGIN}/pt-BR/list`,
      id: `${ORIGIN}/id/list`,
      ar: `${ORIGIN}/ar/list`,
      vi: `${ORIGIN}/vi/list`,
      ru: `${ORIGIN}/ru/list`,
      "x-default": `${ORIGIN}/list`,
    });
    expect(
      file.url.find((url) => url.loc === `${ORIGIN}/zh-Hans`),
      "home in zh-Hans is /zh-Hans",
    ).toBeDefined();
  });

  it("give every series and episode its alternates in every language and x-default, each listed back by its language's file", async () => {
    type Url = { loc: string; "xhtml:link": { "@_hreflang": string; "@_href": string }[] };
    const alternatesIn = async (path: string) =>
      new Map(
        ((xml.parse((await text(path)).body).urlset.url ?? []) as Url[]).map((url) => [
          url.loc,
          Object.fromEntries(url["xhtml:link"].map((link) => [link["@_hreflang"], link["@_href"]])),
        ]),
      );
    for (const file of ["series-1.xml", "episodes-1.xml"]) {
      const files = new Map(
        await Promise.all(locales.map(async (locale) => [locale, await alternatesIn(pathIn(locale, `/sitemaps/${file}`))] as const)),
      );
      const english = files.get("en")!;
      expect(english.size, file).toBeGreaterThan(0);
      for (const [loc, alternates] of english) {
        const path = new URL(loc).pathname;
        expect(alternates, loc).toEqual({
          ...Object.fromEntries(locales.map((locale) => [locale, `${ORIGIN}${pathIn(locale, path)}`])),
          "x-default": loc,
        });
        // Reciprocal: each language's file lists the page in that language, with the same alternates.
        for (const locale of locales) expect(files.get(locale)!.get(alternates[locale]!), `${loc} in ${locale}`).toEqual(alternates);
      }
      for (const locale of locales) expect(files.get(locale)!.size, `${file} in ${locale}`).toBe(english.size);
    }
  });

  it("answer 404 for a file the index does not hold", async () => {
    for (const name of ["episodes-0.xml", "episodes-99.xml", "series-1", "../sitemap.xml", "pages.xml.bak"]) {
      expect((await text(`/sitemaps/${encodeURIComponent(name)}`)).status, name).toBe(404);
    }
  });

  it("escape what XML reserves", () => {
    expect(xmlText(`a<b>&'"`)).toBe("a&lt;b&gt;&amp;&apos;&quot;");
  });
});

describe("page heads", () => {
  it("give home, browse, a series and an episode their own title, description, canonical link and card", async () => {
    const { data: series } = await call("GET", "/series?limit=1");
    const { slug, id } = series[0];
    const pages = ["/", "/list", `/${slug}`, `/${slug}/episode/1`];
    const heads = await Promise.all(pages.map(async (path) => ({ path, html: (await text(path)).body })));
    for (const { path, html } of heads) {
      expect(canonicalOf(html), path).toBe(`${ORIGIN}${path}`);
      expect(metaOf(html, "name", "description")?.length, path).toBeGreaterThan(20);
      expect(metaOf(html, "property", "og:title"), path).toBeTruthy();
      expect(metaOf(html, "property", "og:url"), path).toBe(`${ORIGIN}${path}`);
    }
    const titles = heads.map(({ html }) => /<title>([^<]*)<\/title>/.exec(html)?.[1]);
    const descriptions = heads.map(({ html }) => metaOf(html, "name", "description"));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    expect(metaOf(heads[2]!.html, "property", "og:image")).toMatch(/^https:\/\/example\.com\/uploads\//);
    expect(metaOf(heads[3]!.html, "name", "twitter:card")).toBe("summary_large_image");
    // The numeric address of a series names the slug address as the one to index.
    expect(canonicalOf((await text(`/series/${id}`)).body)).toBe(`${ORIGIN}/${slug}`);
  });

  it("describe a series and its episode in JSON-LD that a title cannot break out of", async () => {
    const title = `</script><script>alert("x")</script> & Co`;
    const created = await call("POST", "/series", {
      token: admin,
      json: { title, description: "A title that tries to end the script element." },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const added = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: created.data.id, episode_number: 1, title: "Pilot", description: "The first one." },
    });
    expect(added.status, JSON.stringify(added.data)).toBe(201);

    const seriesPage = (await text(`/${created.data.slug}`)).body;
    expect(seriesPage).not.toContain('<script>alert("x")');
    const [seriesData] = jsonLdOf(seriesPage);
    const [tvSeries, seriesTrail] = seriesData["@graph"];
    expect(tvSeries["@type"]).toBe("TVSeries");
    expect(tvSeries.name).toBe(title);
    expect(tvSeries.url).toBe(`${ORIGIN}/${created.data.slug}`);
    expect(seriesTrail.itemListElement.map((crumb: { name: string }) => crumb.name)).toEqual(["Home", title]);

    const [episodeData] = jsonLdOf((await text(`/${created.data.slug}/episode/1`)).body);
    const [tvEpisode, episodeTrail] = episodeData["@graph"];
    expect(tvEpisode).toMatchObject({
      "@type": "TVEpisode",
      name: "Pilot",
      episodeNumber: 1,
      partOfSeries: { "@type": "TVSeries", name: title },
    });
    expect(episodeTrail.itemListElement.at(-1)).toMatchObject({ position: 3, item: `${ORIGIN}/${created.data.slug}/episode/1` });

    // Under a language's prefix the trail speaks that language and every page's address is under it.
    const added2 = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: created.data.id, episode_number: 2, title: "Second", description: "The second one." },
    });
    expect(added2.status, JSON.stringify(added2.data)).toBe(201);
    const [zhEpisode, zhTrail] = jsonLdOf((await text(`/zh-Hans/${created.data.slug}/episode/2`)).body)[0]["@graph"];
    expect(zhEpisode).toMatchObject({
      name: "Second",
      url: `${ORIGIN}/zh-Hans/${created.data.slug}/episode/2`,
    });
    expect(zhEpisode.partOfSeries.url).toBe(`${ORIGIN}/zh-Hans/${created.data.slug}`);
    expect(zhTrail.itemListElement.map((crumb: { name: string; item: string }) => [crumb.name, crumb.item])).toEqual([
      [zhHans.layout_nav_home, `${ORIGIN}/zh-Hans`],
      [title, `${ORIGIN}/zh-Hans/${created.data.slug}`],
      [zhHans.common_episode_n.replace("{number}", "2"), `${ORIGIN}/zh-Hans/${created.data.slug}/episode/2`],
    ]);
  });
});
