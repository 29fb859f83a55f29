// Issue #51, first slice (decision 049): each server says its audio (sub, dub, raw) and a dub's
// language, through the API, the admin form, the pages and the bulk import; series keep how many
// episodes have a sub and a dub server, by triggers; "has a dub" filters the API and /list.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError } from "../support/api";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { seedDemo } from "../support/app-context";
import { addEpisode as addEpisodeVia, newSeries as newSeriesVia, pageHtml } from "../support/catalogue";
import { fetchWorker } from "../support/worker";

let admin: string;
let cookie: string;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  cookie = adminCookie(admin);
});

const newSeries = (title: string) => newSeriesVia(admin, title);

const sub = { label: "Sub", url: "https://cdn.example.com/sub.mp4", audio: "sub" };
const dub = { label: "English", url: "https://cdn.example.com/dub.mp4", audio: "dub", audio_lang: "en" };
const raw = { label: "Raw", url: "https://cdn.example.com/raw.mp4", audio: "raw" };

type AnsweredServers = { servers: { audio: string; audio_lang: string | null }[] };
const addEpisode = (seriesId: number, number: number, servers: unknown[], extra: Record<string, unknown> = {}) =>
  addEpisodeVia<AnsweredServers>(admin, seriesId, number, { servers, ...extra });

/** What the series row keeps, and what its episodes' servers say when counted afresh. */
async function countsOf(seriesId: number) {
  const kept = await env.DB.prepare("SELECT episodes_sub AS sub, episodes_dub AS dub FROM series WHERE id = ?").bind(seriesId).first();
  const counted = await env.DB.prepare(
    `SELECT
       (SELECT count(*) FROM episodes e WHERE e.series_id = ?1 AND EXISTS (SELECT 1 FROM episode_servers s WHERE s.episode_id = e.id AND s.audio = 'sub')) AS sub,
       (SELECT count(*) FROM episodes e WHERE e.series_id = ?1 AND EXISTS (SELECT 1 FROM episode_servers s WHERE s.episode_id = e.id AND s.audio = 'dub')) AS dub`,
  )
    .bind(seriesId)
    .first();
  expect(kept).toEqual(counted);
  return kept as { sub: number; dub: number };
}

describe("a server's audio", () => {
  it("is answered for a sub and a dub server by the API and shown on the episode page", async () => {
    const series = await newSeries("Two Voices");
    const created = await addEpisode(series.id, 1, [sub, dub]);
    const expected = [
      { label: "Sub", url: sub.url, type: "direct", audio: "sub", audio_lang: null },
      { label: "English", url: dub.url, type: "direct", audio: "dub", audio_lang: "en" },
    ];
    expect(created.servers).toEqual(expected);
    expect((await call("GET", `/episodes/${created.id}`)).data.servers).toEqual(expected);
    expect((await call("GET", `/episodes?series_id=${series.id}`)).data[0].servers).toEqual(expected);
    expect((await call("GET", `/series/${series.id}`)).data.episodes[0].servers).toEqual(expected);

    const html = await pageHtml(`/${series.slug}/episode/1`);
    expect(html).toMatch(/Sub<span[^>]*data-audio="sub"[^>]*>SUB<\/span>/);
    expect(html).toMatch(/English<span[^>]*data-audio="dub"[^>]*>DUB \(English\)<\/span>/);
  });

  it("is the episode's language's when a server is given without one", async () => {
    const series = await newSeries("Old Client");
    const dubbed = await addEpisode(series.id, 1, [{ label: "A", url: sub.url }], { language: "Dub" });
    expect(dubbed.servers.map((server) => server.audio)).toEqual(["dub"]);
    const plain = await addEpisode(series.id, 2, [{ label: "A", url: sub.url }]);
    expect(plain.servers.map((server) => server.audio)).toEqual(["sub"]);
    // An update without a language keeps the stored one's.
    const updated = await call("PUT", `/episodes/${dubbed.id}`, { token: admin, json: { servers: [{ label: "B", url: raw.url }] } });
    expect(updated.data.servers).toMatchObject([{ label: "B", audio: "dub" }]);
    expect(updated.data.language).toBe("Dub");
  });

  it("refuses an audio that is not sub, dub or raw, naming the field, in the API and the admin form", async () => {
    const series = await newSeries("Refused");
    await expectError(
      call("POST", "/episodes", {
        token: admin,
        json: { series_id: series.id, episode_number: 1, title: "x", description: "x", servers: [{ ...sub, audio: "dubbed" }] },
      }),
      400,
      "Audio must be one of sub, dub, raw",
    );
    await expectError(
      call("POST", "/episodes", {
        token: admin,
        json: { series_id: series.id, episode_number: 1, title: "x", description: "x", servers: [{ ...dub, audio_lang: "not a tag" }] },
      }),
      400,
      /is not a language tag/,
    );
    const form = new URLSearchParams({
      intent: "create",
      series_id: String(series.id),
      episode_number: "1",
      title: "Framed",
      description: "A form test.",
      release_date: "2026-11-20",
      server_label: "Main",
      server_url: sub.url,
      server_type: "",
      server_audio: "loud",
      server_audio_lang: "",
    });
    const response = await postAdminForm("/studio-login/admin/manage-episodes", cookie, form);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Audio must be one of sub, dub, raw");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM episodes WHERE series_id = ?").bind(series.id).first("n")).toBe(0);
  });

  it("is saved from the admin form's server rows and shown again when editing", async () => {
    const series = await newSeries("Form Rows");
    const form = new URLSearchParams({
      intent: "create",
      series_id: String(series.id),
      episode_number: "3",
      title: "Framed",
      description: "A form test.",
      release_date: "2026-11-20",
    });
    for (const [label, url, audio, lang] of [
      ["Main", sub.url, "sub", ""],
      ["Doblaje", dub.url, "dub", "es-419"],
    ]) {
      form.append("server_label", label!);
      form.append("server_url", url!);
      form.append("server_type", "");
      form.append("server_audio", audio!);
      form.append("server_audio_lang", lang!);
    }
    const response = await postAdminForm("/studio-login/admin/manage-episodes", cookie, form);
    expect(response.status).toBe(302);
    const saved = await env.DB.prepare(
      "SELECT s.label, s.audio, s.audio_lang FROM episode_servers s JOIN episodes e ON e.id = s.episode_id WHERE e.series_id = ? ORDER BY s.position",
    )
      .bind(series.id)
      .all();
    expect(saved.results).toEqual([
      { label: "Main", audio: "sub", audio_lang: null },
      { label: "Doblaje", audio: "dub", audio_lang: "es-419" },
    ]);
    const id = await env.DB.prepare("SELECT id FROM episodes WHERE series_id = ?").bind(series.id).first("id");
    const editing = await fetchWorker(`/studio-login/admin/manage-episodes?series=${series.id}&edit=${id}`, {
      headers: { Cookie: cookie },
    });
    const html = await editing.text();
    expect(html).toMatch(/<select[^>]*name="server_audio"[^>]*>(?:(?!<\/select>).)*<option value="dub" selected=""/s);
    expect(html).toContain('value="es-419"');
  });
});

describe("the counts a series keeps", () => {
  it("match a fresh count for every seeded series", async () => {
    const off = await env.DB.prepare(
      `SELECT count(*) AS n FROM series WHERE
         episodes_sub <> (SELECT count(*) FROM episodes e WHERE e.series_id = series.id AND EXISTS (SELECT 1 FROM episode_servers s WHERE s.episode_id = e.id AND s.audio = 'sub'))
      OR episodes_dub <> (SELECT count(*) FROM episodes e WHERE e.series_id = series.id AND EXISTS (SELECT 1 FROM episode_servers s WHERE s.episode_id = e.id AND s.audio = 'dub'))`,
    ).first("n");
    expect(off).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM series WHERE episodes_dub > 0").first("n")).toBeGreaterThan(0);
  });

  it("stay right as episodes and servers are added, edited and deleted", async () => {
    const series = await newSeries("Counted");
    expect(await countsOf(series.id)).toEqual({ sub: 0, dub: 0 });
    const one = await addEpisode(series.id, 1, [sub, dub]);
    const two = await addEpisode(series.id, 2, [sub, { ...sub, label: "Mirror" }]);
    await addEpisode(series.id, 3, [raw]);
    expect(await countsOf(series.id)).toEqual({ sub: 2, dub: 1 });
    // Two's servers replaced by a dub alone: one sub fewer, one dub more.
    await call("PUT", `/episodes/${two.id}`, { token: admin, json: { servers: [dub] } });
    expect(await countsOf(series.id)).toEqual({ sub: 1, dub: 2 });
    // A second dub server on an episode that has one already counts it once.
    await call("PUT", `/episodes/${one.id}`, { token: admin, json: { servers: [sub, dub, { ...dub, label: "Backup" }] } });
    expect(await countsOf(series.id)).toEqual({ sub: 1, dub: 2 });
    // Editing other fields leaves the servers and the counts as they were.
    await call("PUT", `/episodes/${one.id}`, { token: admin, json: { title: "Renamed", episode_number: 10 } });
    expect(await countsOf(series.id)).toEqual({ sub: 1, dub: 2 });
    // A server's audio changed in place (no write of the app does this; the trigger is there for any writer).
    await env.DB.prepare("UPDATE episode_servers SET audio = 'sub' WHERE episode_id = ?").bind(two.id).run();
    expect(await countsOf(series.id)).toEqual({ sub: 2, dub: 1 });
    await env.DB.prepare("DELETE FROM episode_servers WHERE episode_id = ? AND audio = 'dub'").bind(one.id).run();
    expect(await countsOf(series.id)).toEqual({ sub: 2, dub: 0 });
    // A whole episode deleted takes its servers' counts with it.
    expect((await call("DELETE", `/episodes/${two.id}`, { token: admin })).status).toBe(200);
    expect(await countsOf(series.id)).toEqual({ sub: 1, dub: 0 });
    expect((await call("DELETE", `/episodes/${one.id}`, { token: admin })).status).toBe(200);
    expect(await countsOf(series.id)).toEqual({ sub: 0, dub: 0 });
  });

  it("follow an episode moved to another series", async () => {
    const from = await newSeries("Moved From");
    const to = await newSeries("Moved To");
    const episode = await addEpisode(from.id, 1, [sub, dub]);
    await env.DB.prepare("UPDATE episodes SET series_id = ? WHERE id = ?").bind(to.id, episode.id).run();
    expect(await countsOf(from.id)).toEqual({ sub: 0, dub: 0 });
    expect(await countsOf(to.id)).toEqual({ sub: 1, dub: 1 });
  });

  it("are answered by the series API and shown as SUB and DUB on cards and the series page, zero parts left out", async () => {
    const series = await newSeries("Shown Counts");
    await addEpisode(series.id, 1, [sub, dub]);
    await addEpisode(series.id, 2, [sub]);
    const { data } = await call("GET", `/series/${series.id}`);
    expect(data).toMatchObject({ episodes_sub: 2, episodes_dub: 1 });
    const listed = (await call("GET", `/series?q=${encodeURIComponent("Shown Counts")}`)).data;
    expect(listed[0]).toMatchObject({ id: series.id, episodes_sub: 2, episodes_dub: 1 });

    expect(await pageHtml(`/${series.slug}`)).toMatch(/data-audio-counts="">SUB 2 · DUB 1</);
    expect(await pageHtml(`/list?q=${encodeURIComponent("Shown Counts")}`)).toMatch(/data-audio-counts="">SUB 2 · DUB 1</);
    expect(await pageHtml(`/zh-Hans/${series.slug}`)).toMatch(/data-audio-counts="">字幕 2 · 配音 1</);

    const subOnly = await newSeries("Only Subbed");
    await addEpisode(subOnly.id, 1, [sub]);
    expect(await pageHtml(`/${subOnly.slug}`)).toMatch(/data-audio-counts="">SUB 1</);
    const none = await newSeries("No Servers");
    expect(await pageHtml(`/${none.slug}`)).not.toContain("data-audio-counts");
  });
});

describe("has a dub", () => {
  it("filters GET /api/series and /list to series with a dubbed episode", async () => {
    const dubbed = await newSeries("Filter Dubbed");
    await addEpisode(dubbed.id, 1, [sub, dub]);
    const subbed = await newSeries("Filter Subbed");
    await addEpisode(subbed.id, 1, [sub]);

    const all = await call("GET", "/series?q=Filter&limit=100");
    expect(all.data.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([dubbed.id, subbed.id]));
    const filtered = await call("GET", "/series?q=Filter&has_dub=true&limit=100");
    expect(filtered.status).toBe(200);
    expect(filtered.data.map((item: { id: number }) => item.id)).toEqual([dubbed.id]);
    expect(filtered.headers.get("X-Total-Count")).toBe("1");
    // Every dubbed series of the catalogue, and none other.
    const everyDub = await call("GET", "/series?has_dub=true&limit=100");
    const dubCount = await env.DB.prepare("SELECT count(*) AS n FROM series WHERE episodes_dub > 0").first("n");
    expect(everyDub.headers.get("X-Total-Count")).toBe(String(dubCount));
    expect(everyDub.data.every((item: { episodes_dub: number }) => item.episodes_dub > 0)).toBe(true);
    expect((await call("GET", "/series?has_dub=false&q=Filter&limit=100")).data).toHaveLength(all.data.length);

    const list = await pageHtml("/list?q=Filter&has_dub=true");
    expect(list).toContain(`/${dubbed.slug}"`);
    expect(list).not.toContain(`/${subbed.slug}"`);
    const box = (html: string) => html.match(/<input[^>]*name="has_dub"[^>]*>/)?.[0] ?? "";
    expect(box(list)).toMatch(/type="checkbox"/);
    expect(box(list)).toMatch(/value="true"/);
    expect(box(list)).toMatch(/checked=""/);
    const unfiltered = await pageHtml("/list?q=Filter");
    expect(unfiltered).toContain(`/${subbed.slug}"`);
    expect(box(unfiltered)).not.toMatch(/checked/);
  });

  it("answers 400 naming has_dub for a value that is not true or false", async () => {
    await expectError(call("GET", "/series?has_dub=yes"), 400, "has_dub must be true or false");
  });
});

describe("the bulk import and export", () => {
  const screen = "/studio-login/admin/import";
  const post = (seriesId: number, fields: Record<string, string>) =>
    fetchWorker(screen, {
      method: "POST",
      body: new URLSearchParams({ series_id: String(seriesId), ...fields }),
      redirect: "manual",
      headers: { Origin: "https://example.com", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
  const serversOf = async (seriesId: number) =>
    (
      await env.DB.prepare(
        "SELECT e.episode_number AS n, s.position, s.label, s.url, s.type, s.audio, s.audio_lang FROM episode_servers s JOIN episodes e ON e.id = s.episode_id WHERE e.series_id = ? ORDER BY n, s.position",
      )
        .bind(seriesId)
        .all()
    ).results;

  it("read each server's audio from CSV columns, fall back on the language, and export what they read", async () => {
    const series = await newSeries("Imported Audio");
    const csv = [
      "episode_number,title,description,language,server1_label,server1_url,server1_audio,server2_label,server2_url,server2_audio,server2_audio_lang",
      `1,One,First,,Main,${sub.url},sub,English,${dub.url},dub,en`,
      `2,Two,Second,Raw,Main,${raw.url},,,,,`,
    ].join("\n");
    expect((await post(series.id, { intent: "import", payload: csv })).status).toBe(302);
    const imported = await serversOf(series.id);
    expect(imported).toEqual([
      { n: 1, position: 0, label: "Main", url: sub.url, type: "direct", audio: "sub", audio_lang: null },
      { n: 1, position: 1, label: "English", url: dub.url, type: "direct", audio: "dub", audio_lang: "en" },
      { n: 2, position: 0, label: "Main", url: raw.url, type: "direct", audio: "raw", audio_lang: null },
    ]);
    expect(await countsOf(series.id)).toEqual({ sub: 1, dub: 1 });

    for (const format of ["csv", "json"]) {
      const exported = await (
        await fetchWorker(`${screen}/export?series=${series.id}&format=${format}`, { headers: { Cookie: cookie } })
      ).text();
      if (format === "csv") expect(exported.split("\r\n")[0]).toContain("server2_audio,server2_audio_lang");
      else
        expect(JSON.parse(exported)[0].servers[1]).toEqual({
          label: "English",
          url: dub.url,
          type: "direct",
          audio: "dub",
          audio_lang: "en",
        });
      // Into another series, the export makes the same servers.
      const copy = await newSeries(`Round Trip ${format}`);
      expect((await post(copy.id, { intent: "import", payload: exported })).status).toBe(302);
      expect(await serversOf(copy.id)).toEqual(imported);
      expect(await countsOf(copy.id)).toEqual({ sub: 1, dub: 1 });
      // Back into its own series, every row is unchanged.
      const preview = await (await post(series.id, { intent: "preview", text: exported })).text();
      expect(preview.match(/>Unchanged</g)?.length ?? 0).toBe(2);
    }
  });

  it("count a changed audio as a change to the servers", async () => {
    const series = await newSeries("Changed Audio");
    await addEpisode(series.id, 1, [sub]);
    const kept = { episode_number: 1, title: "Ep 1", description: "An episode." };
    const preview = await (
      await post(series.id, { intent: "preview", text: JSON.stringify([{ ...kept, servers: [{ ...sub, audio: "dub" }] }]) })
    ).text();
    expect(preview).toContain("Changes: servers");
    expect(
      (await post(series.id, { intent: "import", payload: JSON.stringify([{ ...kept, servers: [{ ...sub, audio: "bad" }] }]) })).status,
    ).toBe(400);
  });
});
