// Issue #21: an export of the whole catalogue at the scale we plan for (10,000 series and more)
// imports back as all unchanged, CSV and JSON alike, and the import of it writes nothing.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SeriesCreateInput } from "~/domain/series/schema";
import { searchTermsOfSeries } from "~/lib/title-search";
import { adminToken } from "../support/api";
import { seedDemo } from "../support/app-context";
import { realSeriesRows } from "../support/real-titles";
import { fetchWorker } from "../support/worker";
import { adminCookie, postAdminForm } from "../support/admin-pages";

const origin = "https://example.com";
const screen = "/studio-login/admin/import/series";
const ADDED = 10_000;
let cookie: string;

const post = (fields: Record<string, string>) => postAdminForm(screen, cookie, new URLSearchParams(fields));
const seriesCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM series").first<{ n: number }>())!.n;

beforeAll(async () => {
  await seedDemo();
  cookie = adminCookie(await adminToken());
  // 10,000 series with real titles (the dataset's 8,000-odd, numbered again past its end) and
  // their alternative titles, written as the import would write them, a thousand to a statement.
  // Each row is stored as the series schema reads it (titles trimmed, repeated titles once), as the
  // API, the form and the import store it.
  const real = realSeriesRows(8_000);
  const rows = Array.from({ length: ADDED }, (_, i) => {
    const source = real[i % real.length]!;
    const parsed = SeriesCreateInput.parse({ ...source, title: i < real.length ? source.title : `${source.title} (${i})` });
    const altTitles = parsed.alt_titles ?? [];
    return {
      ...parsed,
      slug: `round-trip-${i + 1}`,
      alt_titles: JSON.stringify(altTitles),
      ...searchTermsOfSeries(parsed.title, altTitles),
    };
  });
  const insert = env.DB.prepare(
    `INSERT INTO series (title, slug, description, type, year, alt_titles, search_terms, alt_search_terms)
     SELECT json_extract(j.value, '$.title'), json_extract(j.value, '$.slug'), json_extract(j.value, '$.description'), json_extract(j.value, '$.type'),
            json_extract(j.value, '$.year'), json_extract(j.value, '$.alt_titles'), json_extract(j.value, '$.searchTerms'),
            json_extract(j.value, '$.altSearchTerms') FROM json_each(?) j`,
  );
  for (let start = 0; start < rows.length; start += 1000) await insert.bind(JSON.stringify(rows.slice(start, start + 1000))).run();
});

describe("the whole catalogue, exported and imported back", () => {
  it("reads back as all unchanged from JSON and from CSV, and importing it writes nothing", { timeout: 180_000 }, async () => {
    const total = await seriesCount();
    expect(total).toBeGreaterThan(ADDED);
    for (const format of ["json", "csv"]) {
      const exported = await (await fetchWorker(`${screen}/export?format=${format}`, { headers: { Cookie: cookie } })).text();
      // React writes <!-- --> between the text pieces of one element.
      const preview = (await (await post({ intent: "preview", text: exported })).text()).replaceAll("<!-- -->", "");
      expect(preview, format).toContain(`0 new, 0 changed, ${total} unchanged, 0 invalid.`);
      if (format !== "json") continue;
      const written = await post({ intent: "import", payload: exported, redirectTo: screen });
      expect(written.status).toBe(302);
      expect(new URL(written.headers.get("Location")!, origin).searchParams.get("notice")).toBe(
        `Series import finished: 0 created, 0 updated, ${total} unchanged`,
      );
    }
    expect(await seriesCount()).toBe(total);
  });
});
