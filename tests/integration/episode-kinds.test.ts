// Issue #51 (decision 050): each episode is canon, filler, recap or mixed, set through the API, the
// admin form, the bulk import and a published filler list; the series page and the episode page's
// header and strip say filler, recap and mixed in a word on a colour, canon saying nothing.
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

const server = { label: "Main", url: "https://cdn.example.com/ep.mp4" };

const addEpisode = (seriesId: number, number: number, extra: Record<string, unknown> = {}) =>
  addEpisodeVia<{ kind: string }>(admin, seriesId, number, { servers: [server], ...extra });

async function addEpisodes(seriesId: number, count: number) {
  for (let number = 1; number <= count; number++) await addEpisode(seriesId, number);
}

/** Each episode's kind by number, as stored. */
async function kindsOf(seriesId: number) {
  const { results } = await env.DB.prepare("SELECT episode_number AS n, kind FROM episodes WHERE series_id = ? ORDER BY n")
    .bind(seriesId)
    .all<{ n: number; kind: string }>();
  return Object.fromEntries(results.map(({ n, kind }) => [n, kind]));
}

describe("an episode's kind", () => {
  it("is canon unless given, and is answered by every episode read of the API", async () => {
    const series = await newSeries("Kinds Answered");
    const canon = await addEpisode(series.id, 1);
    expect(canon.kind).toBe("canon");
    const filler = await addEpisode(series.id, 2, { kind: "filler" });
    expect(filler.kind).toBe("filler");
    expect((await call("GET", `/episodes/${filler.id}`)).data.kind).toBe("filler");
    expect((await call("GET", `/episodes?series_id=${series.id}`)).data.map((e: { kind: string }) => e.kind)).toEqual(["canon", "filler"]);
    expect((await call("GET", `/series/${series.id}`)).data.episodes.map((e: { kind: string }) => e.kind)).toEqual(["canon", "filler"]);
    // An update that leaves kind out keeps it; one that gives it changes it.
    expect((await call("PUT", `/episodes/${filler.id}`, { token: admin, json: { title: "Renamed" } })).data.kind).toBe("filler");
    expect((await call("PUT", `/episodes/${filler.id}`, { token: admin, json: { kind: "Recap" } })).data.kind).toBe("recap");
  });

  it("refuses a kind that is not canon, filler, recap or mixed, naming the field, in the API and the admin form", async () => {
    const series = await newSeries("Kinds Refused");
    const json = { series_id: series.id, episode_number: 1, title: "x", description: "x", kind: "special" };
    await expectError(call("POST", "/episodes", { token: admin, json }), 400, "Kind must be one of canon, filler, recap, mixed");
    const episode = await addEpisode(series.id, 1);
    await expectError(
      call("PUT", `/episodes/${episode.id}`, { token: admin, json: { kind: "ova" } }),
      400,
      "Kind must be one of canon, filler, recap, mixed",
    );
    const form = new URLSearchParams({
      intent: "create",
      series_id: String(series.id),
      episode_number: "2",
      title: "Framed",
      description: "A form test.",
      release_date: "2026-11-20",
      kind: "special",
      server_label: "Main",
      server_url: server.url,
      server_type: "",
      server_audio: "sub",
      server_audio_lang: "",
    });
    const response = await postAdminForm(`/studio-login/admin/manage-episodes?series=${series.id}`, cookie, form);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Kind must be one of canon, filler, recap, mixed");
    expect(html).toMatch(/<select[^>]*aria-invalid="true"[^>]*name="kind"|<select[^>]*name="kind"[^>]*aria-invalid="true"/);
    expect(await kindsOf(series.id)).toEqual({ 1: "canon" });
  });

  it("is saved from the admin form and shown selected when editing", async () => {
    const series = await newSeries("Kinds Form");
    const form = new URLSearchParams({
      intent: "create",
      series_id: String(series.id),
      episode_number: "4",
      title: "Framed",
      description: "A form test.",
      release_date: "2026-11-20",
      kind: "mixed",
      server_label: "Main",
      server_url: server.url,
      server_type: "",
      server_audio: "sub",
      server_audio_lang: "",
    });
    expect((await postAdminForm("/studio-login/admin/manage-episodes", cookie, form)).status).toBe(302);
    expect(await kindsOf(series.id)).toEqual({ 4: "mixed" });
    const id = await env.DB.prepare("SELECT id FROM episodes WHERE series_id = ?").bind(series.id).first("id");
    const editing = await fetchWorker(`/studio-login/admin/manage-episodes?series=${series.id}&edit=${id}`, {
      headers: { Cookie: cookie },
    });
    expect(await editing.text()).toMatch(/<select[^>]*name="kind"[^>]*>(?:(?!<\/select>).)*<option value="mixed" selected=""/s);
  });

  it("is said in a word on the series page and the episode page's header and strip, in the page's language; canon says nothing", async () => {
    const series = await newSeries("Kinds Shown");
    await addEpisode(series.id, 1);
    await addEpisode(series.id, 2, { kind: "filler" });
    await addEpisode(series.id, 3, { kind: "recap" });
    await addEpisode(series.id, 4, { kind: "mixed" });
    const tags = (html: string) => [...html.matchAll(/data-kind="(\w+)"[^>]*>([^<]+)</g)].map(([, kind, word]) => [kind, word]);
    const shown = [
      ["filler", "Filler"],
      ["recap", "Recap"],
      ["mixed", "Mixed"],
    ];
    expect(tags(await pageHtml(`/${series.slug}`))).toEqual(shown);
    const strip = (html: string) => html.slice(html.indexOf('id="others"'));
    // The episode's own header follows the player: its title and chips, up to the other episodes.
    const header = (html: string) => html.slice(html.indexOf("<h1"), html.indexOf('id="others"'));
    const canonPage = await pageHtml(`/${series.slug}/episode/1`);
    expect(tags(strip(canonPage))).toEqual(shown);
    expect(tags(header(canonPage))).toEqual([]);
    expect(tags(header(await pageHtml(`/${series.slug}/episode/2`)))).toEqual([["filler", "Filler"]]);
    expect(tags(await pageHtml(`/zh-Hans/${series.slug}`))).toEqual([
      ["filler", "原创集"],
      ["recap", "总集篇"],
      ["mixed", "半原创"],
    ]);
    expect(tags(strip(await pageHtml(`/ru/${series.slug}/episode/2`))).map(([, word]) => word)).toEqual([
      "Филлер",
      "Рекап",
      "Частично филлер",
    ]);
  });
});

describe("a published filler list", () => {
  const put = (seriesId: number, json: Record<string, unknown>) => call("PUT", `/series/${seriesId}/episode-kinds`, { token: admin, json });

  it("marks exactly the episodes it names, en dash or hyphen, and every other episode canon", async () => {
    const series = await newSeries("Filler List");
    await addEpisodes(series.id, 36);
    await addEpisode(series.id, 40, { kind: "filler" }); // not on the list: canon again
    const { status, data } = await put(series.id, { filler: "12–15, 33", recap: "20", mixed: "34-35" });
    expect(status, JSON.stringify(data)).toBe(200);
    expect(data).toEqual({ series_id: series.id, filler: "12–15, 33", recap: "20", mixed: "34–35" });
    const kinds = await kindsOf(series.id);
    const marked = Object.entries(kinds).filter(([, kind]) => kind !== "canon");
    expect(marked).toEqual([
      ["12", "filler"],
      ["13", "filler"],
      ["14", "filler"],
      ["15", "filler"],
      ["20", "recap"],
      ["33", "filler"],
      ["34", "mixed"],
      ["35", "mixed"],
    ]);
    expect(kinds[40]).toBe("canon");
    expect((await call("GET", `/series/${series.id}/episode-kinds`)).data).toEqual(data);
    // A number the series has no episode for marks nothing.
    expect((await put(series.id, { filler: "36-50" })).data).toMatchObject({ filler: "36, 40", recap: "", mixed: "" });
  });

  it("refuses a malformed list with a 400 naming the field, and writes nothing", async () => {
    const series = await newSeries("Filler Refused");
    await addEpisodes(series.id, 5);
    await put(series.id, { filler: "2" });
    await expectError(put(series.id, { filler: "1, 3", recap: "4 to 5" }), 400, /^Recap cannot read "4 to 5"/);
    await expectError(put(series.id, { filler: "5-3" }), 400, /^Filler cannot read "5-3"/);
    await expectError(put(series.id, { filler: "1-3", mixed: "3" }), 400, "Episode 3 is both Filler and Mixed; give each episode one kind");
    expect(await kindsOf(series.id)).toEqual({ 1: "canon", 2: "filler", 3: "canon", 4: "canon", 5: "canon" });
    await expectError(put(999_999, { filler: "1" }), 404);
    expect((await call("PUT", `/series/${series.id}/episode-kinds`, { json: { filler: "1" } })).status).toBe(401);
  });

  it("is saved from the bulk import page, shown there as stored, and refused there naming the field", async () => {
    const series = await newSeries("Filler Form");
    await addEpisodes(series.id, 6);
    const screen = "/studio-login/admin/import";
    const post = (fields: Record<string, string>) =>
      postAdminForm(screen, cookie, new URLSearchParams({ intent: "kinds", series_id: String(series.id), ...fields, redirectTo: screen }));
    expect((await post({ filler: "2-3", recap: "6", mixed: "" })).status).toBe(302);
    expect(await kindsOf(series.id)).toEqual({ 1: "canon", 2: "filler", 3: "filler", 4: "canon", 5: "canon", 6: "recap" });
    const shown = await (await fetchWorker(`${screen}?series=${series.id}`, { headers: { Cookie: cookie } })).text();
    expect(shown).toMatch(/<input[^>]*name="filler"[^>]*value="2–3"/);
    const refused = await post({ filler: "2-3", recap: "six" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Recap cannot read &quot;six&quot;");
    expect(await kindsOf(series.id)).toMatchObject({ 6: "recap" });
    // A Chinese admin page says the refusal in Chinese, the list's name too.
    const zh = await postAdminForm(
      `/zh-Hans${screen}`,
      cookie,
      new URLSearchParams({ intent: "kinds", series_id: String(series.id), filler: "1-3", recap: "3", redirectTo: `/zh-Hans${screen}` }),
    );
    expect(zh.status).toBe(400);
    expect(await zh.text()).toContain("第 3 集同时是 原创集 和 总集篇；每集只能有一种性质");
  });
});

describe("the bulk import and export", () => {
  const screen = "/studio-login/admin/import";
  const post = (seriesId: number, fields: Record<string, string>) =>
    postAdminForm(screen, cookie, new URLSearchParams({ series_id: String(seriesId), ...fields }));

  it("read a kind column, keep a saved kind when its cell is empty, and round-trip through export unchanged", async () => {
    const series = await newSeries("Imported Kinds");
    const csv = [
      "episode_number,title,description,kind,server1_label,server1_url",
      `1,One,First,,Main,${server.url}`,
      `2,Two,Second,filler,Main,${server.url}`,
      `3,Three,Third,Recap,Main,${server.url}`,
      `4,Four,Fourth,mixed,Main,${server.url}`,
    ].join("\n");
    expect((await post(series.id, { intent: "import", payload: csv })).status).toBe(302);
    const imported = { 1: "canon", 2: "filler", 3: "recap", 4: "mixed" };
    expect(await kindsOf(series.id)).toEqual(imported);
    // An empty cell keeps what is stored.
    expect((await post(series.id, { intent: "import", payload: "episode_number,title,description,kind\n2,Two,Second,\n" })).status).toBe(
      302,
    );
    expect(await kindsOf(series.id)).toEqual(imported);
    const refused = await post(series.id, { intent: "import", payload: "episode_number,title,description,kind\n2,Two,Second,special\n" });
    expect(refused.status).toBe(400);
    // The refusal names the row and the field, on the page (not only in its data for the router).
    expect(await refused.text()).toMatch(/>[^<]*row 1: Kind must be one of canon, filler, recap, mixed[^<]*</);
    expect(await kindsOf(series.id)).toEqual(imported);

    for (const format of ["csv", "json"]) {
      const exported = await (
        await fetchWorker(`${screen}/export?series=${series.id}&format=${format}`, { headers: { Cookie: cookie } })
      ).text();
      if (format === "csv") expect(exported.split("\r\n")[0]).toContain(",kind,");
      else expect(JSON.parse(exported).map((e: { kind: string }) => e.kind)).toEqual(Object.values(imported));
      const copy = await newSeries(`Kinds Round Trip ${format}`);
      expect((await post(copy.id, { intent: "import", payload: exported })).status).toBe(302);
      expect(await kindsOf(copy.id)).toEqual(imported);
      const preview = await (await post(series.id, { intent: "preview", text: exported })).text();
      expect(preview.match(/>Unchanged</g)?.length ?? 0).toBe(4);
    }
  });
});
