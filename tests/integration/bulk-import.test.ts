// Issue #12, bulk import: the admin screen previews every row as new, changed, unchanged or
// invalid without writing, writes all rows or none, and exports what it imports.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

const screen = "/studio-login/admin/import";
let cookie: string;
let seriesId: number;

beforeAll(async () => {
  await seedDemo();
  cookie = `__admin_session=${encodeURIComponent(btoa(JSON.stringify(await adminToken())))}`;
  const created = await env.DB.prepare("INSERT INTO series (title, slug) VALUES ('Import Target', 'import-target') RETURNING id").first<{
    id: number;
  }>();
  seriesId = created!.id;
});

function post(fields: Record<string, string>) {
  return fetchWorker(screen, {
    method: "POST",
    body: new URLSearchParams({ series_id: String(seriesId), ...fields }),
    redirect: "manual",
    headers: { Origin: "https://example.com", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
}

const episodeCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM episodes WHERE series_id = ?").bind(seriesId).first<{ n: number }>())!.n;

/** The preview's rows as [row, state, details], read from the rendered table. */
async function previewRows(response: Response) {
  const html = await response.text();
  const rows = [
    ...html.matchAll(
      /<tr><td>(\d+)<\/td><td>[^<]*<\/td><td[^>]*>[^<]*<\/td><td><span[^>]*>(\w+)<\/span>(?:<p[^>]*>([^<]*)<\/p>)?<\/td><\/tr>/g,
    ),
  ];
  return rows.map(([, row, state, details]) => [Number(row), state, (details ?? "").replaceAll("&quot;", '"').replaceAll("&#x27;", "'")]);
}

const noticeOf = (response: Response) => new URL(response.headers.get("Location") ?? "/", "https://example.com").searchParams.get("notice");

const csv = (lines: string[]) => ["episode_number,title,description,release_date,server1_label,server1_url", ...lines].join("\n");

describe("bulk import of episodes", () => {
  it("imports every row of a valid file, with servers, and records one audit entry", async () => {
    const audits = (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'import'").first<{ n: number }>())!.n;
    const response = await post({
      intent: "import",
      payload: JSON.stringify([
        {
          episode_number: 1,
          title: "One",
          description: "First, with a comma",
          release_date: "2026-01-01",
          servers: [{ label: "Main", url: "https://cdn.example.com/1.mp4" }],
        },
        {
          episode_number: 2,
          title: "Two",
          description: "Second",
          servers: [
            { label: "Main", url: "https://cdn.example.com/2.mp4" },
            { label: "Tube", url: "https://youtu.be/aqz-KE-bpKQ", type: "youtube" },
          ],
        },
        { episode_number: 3, title: "Three", description: "Third" },
      ]),
    });
    expect(response.status).toBe(302);
    expect(noticeOf(response)).toContain("Import finished: 3 created, 0 updated, 0 unchanged");
    const servers = await env.DB.prepare(
      "SELECT e.episode_number AS n, s.position, s.label, s.type FROM episode_servers s JOIN episodes e ON e.id = s.episode_id WHERE e.series_id = ? ORDER BY n, s.position",
    )
      .bind(seriesId)
      .all();
    expect(servers.results).toEqual([
      { n: 1, position: 0, label: "Main", type: "direct" },
      { n: 2, position: 0, label: "Main", type: "direct" },
      { n: 2, position: 1, label: "Tube", type: "youtube" },
    ]);
    expect(await episodeCount()).toBe(3);
    const audit = await env.DB.prepare("SELECT entity_id, detail FROM audit_log WHERE action = 'import' ORDER BY id DESC").first<{
      entity_id: string;
      detail: string;
    }>();
    expect(audit).toEqual({ entity_id: String(seriesId), detail: `Import Target (series ${seriesId}): 3 created, 0 updated, 0 unchanged` });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'import'").first<{ n: number }>())!.n).toBe(
      audits + 1,
    );
  });

  it("previews new, changed, unchanged and invalid rows, with reasons and row numbers, and writes nothing", async () => {
    const before = (
      await env.DB.prepare("SELECT title, updated_at FROM episodes WHERE series_id = ? ORDER BY episode_number").bind(seriesId).all()
    ).results;
    const response = await post({
      intent: "preview",
      text: csv([
        '1,One,"First, with a comma",2026-01-01,Main,https://cdn.example.com/1.mp4',
        "2,Two renamed,Second,,Main,https://cdn.example.com/2.mp4",
        "4,Four,Fourth,2026-01-04,Main,https://cdn.example.com/4.mp4",
        "5,Five,Fifth,2026-13-40,Main,https://cdn.example.com/5.mp4",
        "6,Six,Sixth,,Evil,https://evil.example/embed/x",
        "4,Four again,Dup,,,",
      ]),
    });
    expect(response.status).toBe(200);
    expect(await previewRows(response)).toEqual([
      [1, "Unchanged", ""],
      [2, "Changed", "Changes: title, servers"],
      [3, "New", ""],
      [4, "Invalid", "Release date must be a date (YYYY-MM-DD)"],
      [
        5,
        "Invalid",
        "Server 1: the link is neither a video file (.mp4, .webm, .ogg, .ogv, .mov, .mkv), an HLS playlist (.m3u8) nor a link of a known video host",
      ],
      [6, "Invalid", "Episode 4 is also in row 3"],
    ]);
    expect(
      (await env.DB.prepare("SELECT title, updated_at FROM episodes WHERE series_id = ? ORDER BY episode_number").bind(seriesId).all())
        .results,
    ).toEqual(before);
  });

  it("writes nothing when one row of the file is invalid", async () => {
    const before = await episodeCount();
    const response = await post({
      intent: "import",
      payload: JSON.stringify([
        { episode_number: 10, title: "Ten", description: "Fine" },
        { episode_number: 1, title: "One changed", description: "Fine" },
        { episode_number: 11, title: "", description: "No title" },
      ]),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Nothing was imported: 1 invalid row (row 3: Title is required)");
    expect(await episodeCount()).toBe(before);
    expect(
      (await env.DB.prepare("SELECT title FROM episodes WHERE series_id = ? AND episode_number = 1").bind(seriesId).first())!.title,
    ).toBe("One");
  });

  it("updates changed episodes and keeps the servers and release date of rows that leave them out", async () => {
    const response = await post({
      intent: "import",
      payload: JSON.stringify([
        { episode_number: 2, title: "Two renamed", description: "Second, again" },
        { episode_number: 4, title: "Four", description: "Fourth" },
      ]),
    });
    expect(noticeOf(response)).toContain("1 created, 1 updated, 0 unchanged");
    const two = await env.DB.prepare(
      "SELECT e.title, e.description, e.release_date, count(s.id) AS servers FROM episodes e LEFT JOIN episode_servers s ON s.episode_id = e.id WHERE e.series_id = ? AND e.episode_number = 2",
    )
      .bind(seriesId)
      .first();
    expect(two).toEqual({ title: "Two renamed", description: "Second, again", release_date: null, servers: 2 });
  });

  it("exports CSV and JSON as downloads that preview as all unchanged", async () => {
    for (const format of ["csv", "json"]) {
      const exported = await fetchWorker(`${screen}/export?series=${seriesId}&format=${format}`, { headers: { Cookie: cookie } });
      expect(exported.status).toBe(200);
      expect(exported.headers.get("Content-Disposition")).toBe(`attachment; filename="import-target-episodes.${format}"`);
      const rows = await previewRows(await post({ intent: "preview", text: await exported.text() }));
      expect(rows).toHaveLength(await episodeCount());
      expect(rows.every(([, state]) => state === "Unchanged")).toBe(true);
    }
  });

  it("keeps the export behind the admin sign-in", async () => {
    const response = await fetchWorker(`${screen}/export?series=${seriesId}&format=csv`, { redirect: "manual" });
    expect(response.status).toBe(302);
  });

  it("generates episodes N to M from a link pattern and previews them as new", async () => {
    const before = await episodeCount();
    const response = await post({
      intent: "range",
      from: "20",
      to: "24",
      url_pattern: "https://cdn.example.com/show/{n}.mp4",
      title_pattern: "Episode {n}",
      label: "Direct",
      description: "Episode {n}.",
    });
    const rows = await previewRows(response);
    expect(rows).toHaveLength(5);
    expect(rows.every(([, state]) => state === "New")).toBe(true);
    expect(await episodeCount()).toBe(before);
  });
});
