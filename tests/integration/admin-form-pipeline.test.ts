// Every admin form goes through one pipeline (docs/decisions/020-one-form-pipeline.md): bad input
// answers 400 with the page drawn again as a browser without JavaScript gets it, the error next to
// its field or above the form, what was typed kept in the fields, and nothing written.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "~/.server/auth/server-sessions";
import { drawRealSizeCover } from "~/.server/seed/media";
import { seedDemo, testAppContext } from "../support/app-context";
import { jpegImage } from "../support/image-fixtures";
import { adminCookie, postAdminForm } from "../support/admin-pages";

const base = "/studio-login/admin";
let admin: string;

beforeAll(async () => {
  await seedDemo();
  admin = adminCookie(await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET));
});

/** Rows in every table an admin form writes, and the audit log. */
async function written() {
  const tables = [
    "series",
    "episodes",
    "episode_servers",
    "genres",
    "allowed_ips",
    "ad_slots",
    "schedule_entries",
    "schedule_runs",
    "top10_entries",
    "users",
    "comments",
    "player_reports",
    "site_settings",
    "uploads",
    "audit_log",
  ];
  const counts = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`)));
  return Object.fromEntries(tables.map((table, index) => [table, (counts[index]!.results[0] as { n: number }).n]));
}

/** A case's fields as its form sends them (`name#N` lets one name repeat in the record). */
function formOf(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name.replace(/#\d+$/, ""), value);
  return body;
}

const post = (screen: string, fields: Record<string, string>, query = "") =>
  postAdminForm(`${base}/${screen}${query}`, admin, formOf(fields));

type Case = { form: string; screen: string; query?: string; fields: Record<string, string>; error: string; kept: string[] };

// `kept` are fragments of the answered HTML that show what was typed (React writes a value as
// value="…" and a textarea's text as its content).
const cases: Case[] = [
  {
    form: "add genre",
    screen: "genres",
    fields: { intent: "create", name: "  ", description: "Kept description" },
    error: "Name is required",
    kept: ['value="Kept description"'],
  },
  {
    form: "add allowed IP",
    screen: "allowed-ips",
    fields: { intent: "add", ip: "999.1.1.1", label: "Kept label" },
    error: "Failed to add IP:",
    kept: ['value="999.1.1.1"', 'value="Kept label"'],
  },
  {
    form: "about and contact",
    screen: "about-contact",
    fields: { intent: "save", announcement: "x".repeat(501), about: "Kept about text" },
    error: "Failed to save:",
    kept: [">Kept about text</textarea>"],
  },
  { form: "logo upload", screen: "about-contact", fields: { intent: "upload" }, error: "Choose a GIF file to upload", kept: [] },
  { form: "visit retention", screen: "visitors", fields: { intent: "retention", days: "3" }, error: "at least 7", kept: ['value="3"'] },
  {
    form: "social links",
    screen: "home-details",
    fields: { intent: "social", telegram: "not a link", youtube: "https://youtube.com/@kept" },
    error: "Failed to save social links:",
    kept: ['value="not a link"', 'value="https://youtube.com/@kept"'],
  },
  {
    form: "home flags of a series",
    screen: "home-details",
    fields: { intent: "series", id: "1", featured: "false", status: "Finished maybe" },
    error: "Failed to update series:",
    kept: [],
  },
  {
    form: "add ad slot",
    screen: "ad-management",
    fields: { intent: "create", placement: "sidebar", title: "", link: "https://kept.example/ad", active: "true" },
    error: "Title is required",
    kept: ['value="https://kept.example/ad"'],
  },
  {
    form: "add schedule entry",
    screen: "schedule",
    fields: { intent: "create", air_date: "2026-13-45", air_time: "19:00", title: "Kept special" },
    error: "Failed to save schedule:",
    kept: ['value="Kept special"', 'value="2026-13-45"'],
  },
  {
    form: "add weekly run",
    screen: "schedule/runs",
    fields: {
      intent: "create",
      series_id: "1",
      weekday: "saturday",
      air_time: "19:00",
      starts_on: "2026-11-25",
      first_episode: "99995",
      weeks: "12",
    },
    error: "The run would go past episode 100000",
    kept: ['value="99995"'],
  },
  {
    form: "add series",
    screen: "add-series",
    fields: { intent: "create", title: "", description: "Kept series description", year: "1800" },
    error: "Failed to add series:",
    kept: [">Kept series description</textarea>", 'value="1800"'],
  },
  {
    form: "alternative titles of a series",
    screen: "add-series",
    fields: { intent: "create", title: "Kept title", description: "d", alt_titles: "ja: 進撃の巨人\nAttack on Titan" },
    error:
      'id="alt_titles-new-error" role="alert" class="mt-1 text-sm text-red-600 dark:text-red-400">Each alternative title needs a language',
    kept: [">ja: 進撃の巨人\nAttack on Titan</textarea>"],
  },
  {
    form: "edit series",
    screen: "manage-series",
    query: "?edit=1",
    fields: { intent: "update", id: "1", title: "", description: "Kept edit" },
    error: "Failed to update series:",
    kept: [">Kept edit</textarea>"],
  },
  {
    form: "add episode",
    screen: "manage-episodes",
    query: "?series=1&add=1",
    fields: {
      intent: "create",
      series_id: "1",
      episode_number: "0",
      title: "Kept episode",
      description: "d",
      server_label: "S1",
      server_url: "https://cdn.example.com/kept.mp4",
      server_type: "",
    },
    error: "Episode number must be at least 1",
    kept: ['value="Kept episode"', 'value="https://cdn.example.com/kept.mp4"'],
  },
  {
    form: "Top 10",
    screen: "top10",
    fields: { intent: "save", tab: "weekly", "series_id#0": "", "rating#0": "7.5" },
    error: "All slots must have a valid series selected.",
    kept: ['value="7.5"'],
  },
  {
    form: "episodes N to M",
    screen: "import",
    query: "?series=1",
    fields: {
      intent: "range",
      series_id: "1",
      from: "9",
      to: "3",
      url_pattern: "https://cdn.example.com/kept/{n}.mp4",
      label: "",
      title_pattern: "",
      description: "",
    },
    error: "Give episode numbers N to M, with M at least N",
    kept: ['value="9"', 'value="https://cdn.example.com/kept/{n}.mp4"'],
  },
  {
    form: "episode file",
    screen: "import",
    query: "?series=1",
    fields: { intent: "preview", series_id: "1", text: "title\nno number" },
    error: "The header row must name episode_number",
    kept: [],
  },
  {
    form: "series file",
    screen: "import/series",
    fields: { intent: "preview", text: "" },
    error: "Choose a file or paste CSV or JSON",
    kept: [],
  },
  { form: "block a user", screen: "users", fields: { intent: "block", id: "first" }, error: "Error (400): Record is invalid", kept: [] },
  {
    form: "approve a comment",
    screen: "comments",
    fields: { intent: "approve", id: "" },
    error: "Failed to approve comment: Record is required",
    kept: [],
  },
  {
    form: "mark a report fixed",
    screen: "player-reports",
    fields: { intent: "fix", id: "0" },
    error: "Failed to update the report: Record is invalid",
    kept: [],
  },
];

/** A series form posted with a cover file chosen. */
function postWithCover(screen: string, fields: Record<string, string>, cover: Uint8Array<ArrayBuffer>) {
  const body = formOf(fields);
  body.append("cover_file", new File([cover], "cover.jpg", { type: "image/jpeg" }));
  return postAdminForm(`${base}/${screen}`, admin, body);
}

describe("every admin form, refused", () => {
  it.each(cases)("$form: 400, the error, what was typed, nothing written", async ({ screen, query, fields, error, kept }) => {
    const before = await written();
    const response = await post(screen, fields, query);
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain(error);
    expect(html).toMatch(/role="alert"/);
    for (const fragment of kept) expect(html).toContain(fragment);
    expect(await written()).toEqual(before);
  });

  it("a series form refused for its fields stores none of the cover it carried", async () => {
    const before = await written();
    const objects = (await env.BUCKET.list()).objects.length;
    for (const [screen, fields] of [
      ["add-series", { intent: "create", title: "", description: "d" }],
      ["manage-series", { intent: "update", id: "1", title: "", description: "d" }],
    ] as const) {
      expect((await postWithCover(screen, fields, jpegImage)).status, screen).toBe(400);
    }
    expect(await written()).toEqual(before);
    expect((await env.BUCKET.list()).objects.length).toBe(objects);
  });

  // Issue #35: the cover is stored before the write (the row names its address); a write the
  // domain refuses (a title whose slug is taken: 409) takes back what it stored.
  it("a series save the domain refuses keeps none of the new cover it carried", { timeout: 60_000 }, async () => {
    const taken = await env.DB.prepare("SELECT title FROM series WHERE id = 1").first<{ title: string }>();
    const realSizeCover = await drawRealSizeCover(env.IMAGES, "A cover refused with its series");
    const before = await written();
    const objects = (await env.BUCKET.list()).objects.length;
    for (const [screen, fields] of [
      ["add-series", { intent: "create", title: taken!.title, description: "d" }],
      ["manage-series", { intent: "update", id: "2", title: taken!.title, description: "d" }],
    ] as const) {
      expect((await postWithCover(screen, fields, realSizeCover)).status, screen).toBe(409);
    }
    expect(await written()).toEqual(before);
    expect((await env.BUCKET.list()).objects.length).toBe(objects);
  });

  it("an unknown button is refused as such", async () => {
    const response = await post("genres", { intent: "rename-everything", name: "x" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Unknown action");
  });

  it("a refused field's error is tied to its input", async () => {
    const html = await (await post("visitors", { intent: "retention", days: "3" })).text();
    expect(html).toMatch(/<input id="days"[^>]*aria-invalid="true"[^>]*aria-describedby="days-error"/);
    expect(html).toMatch(/<p id="days-error" role="alert"[^>]*>[^<]+<\/p>/);
  });
});
