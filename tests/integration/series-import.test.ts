// Issue #12, bulk import of series: preview without writing, all rows or none in one batch,
// a match by slug that keeps what a file leaves out, genres by name, and an export that reads back.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call } from "../support/api";
import { realSeriesWithIds } from "../support/real-titles";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

const screen = "/studio-login/admin/import/series";
let cookie: string;

/** A real series with its real MyAnimeList id (bangumi-data), added through the API. */
let catalogueWithIds: { slug: string; title: string; mal_id: number }[];

beforeAll(async () => {
  await seedDemo();
  const token = await adminToken();
  cookie = `__admin_session=${encodeURIComponent(btoa(JSON.stringify(token)))}`;
  const [real] = realSeriesWithIds(1);
  const created = await call("POST", "/series", { token, json: real });
  catalogueWithIds = [{ slug: created.data.slug, title: created.data.title, mal_id: real!.mal_id }];
});

const headers = () => ({ Origin: "https://example.com", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" });
const post = (fields: Record<string, string>) =>
  fetchWorker(screen, { method: "POST", body: new URLSearchParams(fields), redirect: "manual", headers: headers() });

/** The preview's rows as [row, slug, state, details], read from the rendered table. */
async function previewRows(response: Response) {
  const html = await response.text();
  const rows = [
    ...html.matchAll(
      /<tr><td>(\d+)<\/td><td>([^<]*)<\/td><td[^>]*>[^<]*<\/td><td><span[^>]*>(\w+)<\/span>(?:<p[^>]*>([^<]*)<\/p>)?<\/td><\/tr>/g,
    ),
  ];
  return rows.map(([, row, slug, state, details]) => [Number(row), slug, state, (details ?? "").replaceAll("&quot;", '"')]);
}

const seriesCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM series").first<{ n: number }>())!.n;
const bySlug = (slug: string) =>
  env.DB.prepare("SELECT id, title, description, status, year, tags, featured, studio FROM series WHERE slug = ?")
    .bind(slug)
    .first<Record<string, unknown>>();
const genresOf = async (slug: string) =>
  (
    await env.DB.prepare(
      "SELECT g.name FROM series_genres sg JOIN genres g ON g.id = sg.genre_id JOIN series s ON s.id = sg.series_id WHERE s.slug = ? ORDER BY g.name",
    )
      .bind(slug)
      .all<{ name: string }>()
  ).results.map((row) => row.name);

describe("series bulk import", () => {
  it("previews new, changed, unchanged and invalid rows without writing anything", async () => {
    const [demo] = (
      await env.DB.prepare("SELECT slug, title, description FROM series ORDER BY id LIMIT 1").all<{
        slug: string;
        title: string;
        description: string;
      }>()
    ).results;
    const before = await seriesCount();
    const text = [
      "slug,title,description,status,year,genres",
      `brand-new-show,Brand New Show,A fresh series.,Ongoing,2026,"Action, Comedy"`,
      `${demo!.slug},"${demo!.title}","A rewritten description.",,,`,
      `,No Description Here,,,,`,
      `bad slug!,Bad,Text.,,,`,
      `genre-less,Genre Less,Text.,,,Not A Genre`,
      `my-list,Reserved,Text.,,,`,
    ].join("\n");
    const response = await post({ intent: "preview", text });
    expect(response.status).toBe(200);
    const rows = await previewRows(response);
    expect(rows.map(([row, slug, state]) => [row, slug, state])).toEqual([
      [1, "brand-new-show", "New"],
      [2, demo!.slug, "Changed"],
      [3, "no-description-here", "Invalid"],
      [4, "bad slug!", "Invalid"],
      [5, "genre-less", "Invalid"],
      [6, "my-list", "Invalid"],
    ]);
    // A CSV gives every column: the empty status and year clear them.
    expect(rows[1]![3]).toMatch(/^Changes: description, status, year/);
    expect(rows[2]![3]).toBe("Description is required");
    expect(rows[3]![3]).toBe("Slug must be lower-case letters, digits and single hyphens");
    expect(rows[4]![3]).toBe("Unknown genre: Not A Genre");
    // The add form's rule and words, naming the slug the row gave.
    expect(rows[5]![3]).toBe('The slug "my-list" would clash with a page of the site; choose another slug');
    expect(await seriesCount()).toBe(before);
  });

  it("refuses a row whose MyAnimeList, AniList or Bangumi id another series or an earlier row holds", async () => {
    const [holder] = catalogueWithIds;
    const text = JSON.stringify([
      { slug: "steals-an-id", title: "Steals An Id", description: "A copy.", mal_id: holder!.mal_id },
      { slug: "first-holder", title: "First Holder", description: "New.", anilist_id: 987654 },
      { slug: "second-holder", title: "Second Holder", description: "New.", anilist_id: 987654 },
      { slug: holder!.slug, title: holder!.title, description: "Same ids, kept.", mal_id: holder!.mal_id },
    ]);
    const rows = await previewRows(await post({ intent: "preview", text }));
    expect(rows.map(([row, , state, details]) => [row, state, details])).toEqual([
      [1, "Invalid", `MyAnimeList id ${holder!.mal_id} already belongs to "${holder!.title}"`],
      [2, "New", ""],
      [3, "Invalid", "AniList id 987654 is also in row 2"],
      [4, "Changed", "Changes: description"],
    ]);
  });

  it("gives a new row whose title makes a taken slug the first free number, past the catalogue and earlier rows", async () => {
    const [demo] = (await env.DB.prepare("SELECT slug, title FROM series ORDER BY id LIMIT 1").all<{ slug: string; title: string }>())
      .results;
    const text = JSON.stringify([1, 2].map(() => ({ title: demo!.title, description: "A remake." })));
    const rows = await previewRows(await post({ intent: "preview", text }));
    expect(rows.map(([row, slug, state]) => [row, slug, state])).toEqual([
      [1, `${demo!.slug}-2`, "New"],
      [2, `${demo!.slug}-3`, "New"],
    ]);
  });

  it("refuses an import with one bad row and writes nothing", async () => {
    const before = await seriesCount();
    const payload = JSON.stringify([
      { slug: "fine-one", title: "Fine One", description: "Ok." },
      { slug: "broken-one", title: "Broken One", description: "Ok.", year: 1200 },
    ]);
    const response = await post({ intent: "import", payload });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Nothing was imported: 1 invalid row (row 2: Year must be at least 1900)");
    expect(await seriesCount()).toBe(before);
    expect(await bySlug("fine-one")).toBeNull();
  });

  it("writes new and changed series in one go, keeps what a file leaves out, links genres by name, and audits it", async () => {
    const [demo] = (
      await env.DB.prepare("SELECT slug, title, studio, year FROM series ORDER BY id LIMIT 1 OFFSET 1").all<{
        slug: string;
        title: string;
        studio: string;
        year: number;
      }>()
    ).results;
    const payload = JSON.stringify([
      {
        slug: "imported-show",
        title: "Imported Show",
        description: "From a file.",
        status: "Ongoing",
        year: 2025,
        tags: "mecha, school",
        genres: "Action, comedy",
        featured: "true",
      },
      { slug: demo!.slug, description: "Rewritten by import.", genres: "Drama" },
    ]);
    const before = await seriesCount();
    const response = await post({ intent: "import", payload, redirectTo: screen });
    expect(response.status, await response.clone().text()).toBe(302);
    expect(new URL(response.headers.get("Location")!, "https://example.com").searchParams.get("notice")).toBe(
      "Series import finished: 1 created, 1 updated, 0 unchanged",
    );
    expect(await seriesCount()).toBe(before + 1);
    expect(await bySlug("imported-show")).toMatchObject({
      title: "Imported Show",
      status: "Ongoing",
      year: 2025,
      tags: '["mecha","school"]',
      featured: 1,
    });
    expect(await genresOf("imported-show")).toEqual(["Action", "Comedy"]);
    expect(await bySlug(demo!.slug)).toMatchObject({
      title: demo!.title,
      description: "Rewritten by import.",
      studio: demo!.studio,
      year: demo!.year,
    });
    expect(await genresOf(demo!.slug)).toEqual(["Drama"]);
    const audit = await env.DB.prepare("SELECT action, entity, detail FROM audit_log ORDER BY id DESC LIMIT 1").first();
    expect(audit).toMatchObject({ action: "import", entity: "series", detail: "Series import: 1 created, 1 updated, 0 unchanged" });
    // The same file again changes nothing.
    const again = await post({ intent: "preview", text: payload });
    expect((await previewRows(again)).map(([, , state]) => state)).toEqual(["Unchanged", "Unchanged"]);
  });

  it("exports every series, a window at a time, in a form the import reads back unchanged", async () => {
    const response = await fetchWorker(`${screen}/export?format=json`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="series.json"');
    const exported = (await response.json()) as { slug: string; genres: string[] }[];
    expect(exported).toHaveLength(await seriesCount());
    expect(exported.find((row) => row.slug === "imported-show")?.genres).toEqual(["Action", "Comedy"]);
    const csv = await (await fetchWorker(`${screen}/export?format=csv`, { headers: { Cookie: cookie } })).text();
    const preview = await previewRows(await post({ intent: "preview", text: csv }));
    expect(preview).toHaveLength(exported.length);
    expect(new Set(preview.map(([, , state]) => state))).toEqual(new Set(["Unchanged"]));
    expect((await fetchWorker(`${screen}/export?format=csv`)).status).toBe(302);
  });
});
