import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

// Every field named in the entity sections of both specs and in the owner's rulings (decision 000), by the column that
// holds it. Derived fields (a comment's series_title, a Top 10 entry's title) come from the
// joined table listed beside them.
const specFields: Record<string, string[]> = {
  series: [
    "id",
    "title",
    "slug",
    "subtitle",
    "description",
    "cover_image",
    "image",
    "tags",
    "season",
    "status",
    "network",
    "type",
    "year",
    "studio",
    "language",
    "featured",
    "is_new",
    "show_in_latest",
    "show_in_completed",
    "created_at",
    "updated_at",
  ],
  series_genres: ["series_id", "genre_id"], // series.genres and genreIds
  genres: ["id", "name", "description"],
  episodes: [
    "id",
    "series_id",
    "episode_number",
    "title",
    "description",
    "thumbnail",
    "release_date",
    "duration",
    "status",
    "language",
    "quality",
    "video_url",
  ],
  episode_servers: ["episode_id", "position", "label", "url", "type"], // episode.servers
  comments: ["id", "episode_id", "user_id", "username", "content", "approved", "created_at"],
  schedule_entries: ["id", "series_id", "title", "air_date", "air_time", "episode_number"],
  top10_entries: ["id", "period", "rank", "series_id", "rating"],
  site_settings: [
    "announcement",
    "about",
    "contact",
    "privacy_policy",
    "disclaimer",
    "dmca",
    "header_logo",
    "footer_logo",
    "telegram",
    "youtube",
    "instagram",
    "discord",
  ],
  users: ["id", "email", "username", "password_hash", "dob", "location", "mobile", "avatar", "created_at", "blocked"],
  admins: ["id", "username", "password_hash"],
  visits: ["id", "visit_time", "ip", "user_agent", "referrer", "path", "how_came"],
  episode_views_daily: ["series_id", "day", "views"], // watch stats: series_id, views, date
  allowed_ips: ["id", "ip", "label"],
  ad_slots: ["id", "placement", "title", "image", "link", "active"],
  uploads: ["key", "kind", "content_type", "size", "filename"],
  failed_logins: ["scope", "identifier", "ip", "attempted_at"],
  audit_log: ["admin_id", "admin_username", "action", "entity", "entity_id", "detail", "ip", "created_at"],
};

async function columnsOf(table: string): Promise<string[]> {
  const { results } = await env.DB.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
  return results.map((column) => column.name);
}

async function foreignKeysOf(table: string) {
  const { results } = await env.DB.prepare(`PRAGMA foreign_key_list(${table})`).all<{ table: string; from: string; on_delete: string }>();
  return results.map(({ table: target, from, on_delete }) => `${from}->${target} ${on_delete}`);
}

describe("the first migration", () => {
  it.each(Object.entries(specFields))("gives %s every field the specs name", async (table, fields) => {
    expect(await columnsOf(table)).toEqual(expect.arrayContaining(fields));
  });

  it("links records with the cascades decision 000 asks for", async () => {
    expect(await foreignKeysOf("episodes")).toContain("series_id->series CASCADE");
    expect(await foreignKeysOf("comments")).toContain("episode_id->episodes CASCADE");
    expect(await foreignKeysOf("top10_entries")).toContain("series_id->series CASCADE");
    expect(await foreignKeysOf("schedule_entries")).toContain("series_id->series SET NULL");
    expect(await foreignKeysOf("series_genres")).toEqual(expect.arrayContaining(["series_id->series CASCADE", "genre_id->genres CASCADE"]));
  });

  it("refuses duplicate slugs, genre names, episode numbers, emails and usernames", async () => {
    const db = env.DB;
    await db.prepare("INSERT INTO series (title, slug) VALUES ('One', 'one')").run();
    await expect(db.prepare("INSERT INTO series (title, slug) VALUES ('One!', 'one')").run()).rejects.toThrow(/UNIQUE/);
    await db.prepare("INSERT INTO genres (name) VALUES ('Action')").run();
    await expect(db.prepare("INSERT INTO genres (name) VALUES ('action')").run()).rejects.toThrow(/UNIQUE/);
    await db.prepare("INSERT INTO episodes (series_id, episode_number) VALUES (1, 1)").run();
    await expect(db.prepare("INSERT INTO episodes (series_id, episode_number) VALUES (1, 1)").run()).rejects.toThrow(/UNIQUE/);
    await db.prepare("INSERT INTO users (email, username, password_hash) VALUES ('a@b.c', 'amy', 'x')").run();
    await expect(db.prepare("INSERT INTO users (email, username, password_hash) VALUES ('A@B.C', 'other', 'x')").run()).rejects.toThrow(
      /UNIQUE/,
    );
    await expect(db.prepare("INSERT INTO users (email, username, password_hash) VALUES ('z@b.c', 'AMY', 'x')").run()).rejects.toThrow(
      /UNIQUE/,
    );
  });

  it("starts with the one site settings row and its default logos", async () => {
    const row = await env.DB.prepare("SELECT header_logo, footer_logo FROM site_settings WHERE id = 1").first();
    expect(row).toEqual({ header_logo: "/logo1.gif", footer_logo: "/logo1.gif" });
  });
});
