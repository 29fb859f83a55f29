import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

// Each test speaks from its own address, so the per-address limit of one never reaches another.
let addresses = 0;
const from = () => ({ "CF-Connecting-IP": `198.51.100.${++addresses}` });

let admin: string;
let episode: { id: number; series_id: number; episode_number: number; servers: { label: string }[] };
let slug: string;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  episode = (await call("GET", "/episodes/1")).data;
  slug = (await call("GET", `/series/${episode.series_id}`)).data.slug;
});

const report = (body: Record<string, unknown>, headers = from(), id = episode.id) =>
  call("POST", `/episodes/${id}/reports`, { json: body, headers });
const queue = async (query = "") =>
  (await call("GET", `/player-reports${query}`, { token: admin })).data as {
    id: number;
    note: string | null;
    status: string;
    server: string | null;
  }[];

describe("player reports", () => {
  it("are filed by guests and queue for the admins with their episode", async () => {
    const server = episode.servers.at(-1)!.label;
    const filed = await report({ server, reason: "wrong_episode", note: "  It plays episode 2  " });
    expect(filed.status, JSON.stringify(filed.data)).toBe(201);
    const [newest] = await queue();
    expect(newest).toMatchObject({
      id: filed.data.id,
      episode_id: episode.id,
      episode_number: episode.episode_number,
      series_slug: slug,
      server,
      reason: "wrong_episode",
      note: "It plays episode 2",
      status: "open",
    });
    expect(newest).not.toHaveProperty("reporter_ip");
  });

  it("refuse a server the episode does not have, an unknown reason and a long note, and store nothing", async () => {
    const before = (await queue("?status=open")).length;
    await expectError(report({ server: "Nowhere", reason: "other" }), 400, "Choose one of this episode's servers");
    await expectError(report({ server: episode.servers[0]!.label, reason: "boring" }), 400, "Choose a reason");
    await expectError(
      report({ server: episode.servers[0]!.label, reason: "other", note: "x".repeat(501) }),
      400,
      "Note must be at most 500 characters",
    );
    await expectError(report({ server: episode.servers[0]!.label, reason: "other" }, from(), 999_999), 404, "Episode not found");
    expect(await queue("?status=open")).toHaveLength(before);
  });

  it("are limited to five an hour per address, and another address may still report", async () => {
    const headers = from();
    const body = { server: episode.servers[0]!.label, reason: "not_loading" };
    for (let i = 0; i < 5; i += 1) expect((await report(body, headers)).status).toBe(201);
    await expectError(report(body, headers), 429, "Too many reports from your address. Try again in an hour.");
    expect((await report(body)).status).toBe(201);
  });

  it("are marked fixed, filtered by status and reason, opened again and deleted, by admins only", async () => {
    const { data } = await report({ server: episode.servers[0]!.label, reason: "audio_subtitles" });
    await expectError(call("PUT", `/player-reports/${data.id}`, { json: { status: "fixed" } }), 401);
    expect((await call("PUT", `/player-reports/${data.id}`, { token: admin, json: { status: "fixed" } })).data).toEqual({
      id: data.id,
      status: "fixed",
    });
    const fixed = await queue("?status=fixed&reason=audio_subtitles");
    expect(fixed.map((row) => row.id)).toEqual([data.id]);
    expect((await queue("?status=open")).map((row) => row.id)).not.toContain(data.id);
    await expectError(call("PUT", `/player-reports/${data.id}`, { token: admin, json: { status: "gone" } }), 400);
    expect((await call("PUT", `/player-reports/${data.id}`, { token: admin, json: { status: "open" } })).data.status).toBe("open");
    expect((await call("DELETE", `/player-reports/${data.id}`, { token: admin })).status).toBe(200);
    await expectError(call("DELETE", `/player-reports/${data.id}`, { token: admin }), 404, "Report not found");
    await expectError(call("GET", "/player-reports"), 401);
  });
});

describe("the report form (no JavaScript)", () => {
  const post = (fields: Record<string, string>, headers = from()) =>
    fetchWorker(`/${slug}/episode/${episode.episode_number}/report`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields),
      headers: { ...headers, Origin: "https://example.com", "Content-Type": "application/x-www-form-urlencoded" },
    });

  it("files the report and returns to the episode with a thank-you", async () => {
    const response = await post({ server: episode.servers[0]!.label, reason: "other", note: "Sound cuts out" });
    expect(response.status).toBe(302);
    const back = response.headers.get("Location")!;
    expect(back).toBe(`/${slug}/episode/${episode.episode_number}?reported=1#report`);
    expect((await queue())[0]).toMatchObject({ note: "Sound cuts out", reason: "other" });
    const page = await (await fetchWorker(back.replace("#report", ""))).text();
    expect(page).toContain("Thank you. The report is with the admins.");
  });

  it("shows the field error and keeps what was typed when refused", async () => {
    const response = await post({ server: episode.servers[0]!.label, note: "Kept <note>" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Choose a reason");
    expect(html).toContain("Kept &lt;note&gt;</textarea>");
  });

  it("is offered on the episode page, posting to the report route", async () => {
    const html = await (await fetchWorker(`/${slug}/episode/${episode.episode_number}`)).text();
    expect(html).toContain("Report a problem");
    expect(html).toContain(`action="/${slug}/episode/${episode.episode_number}/report"`);
  });

  it("shows the open count in the admin sidebar", async () => {
    const login = await fetchWorker(env.ADMIN_BASE_PATH, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
      headers: { Origin: "https://example.com", "Content-Type": "application/x-www-form-urlencoded" },
    });
    const cookie = login.headers.get("Set-Cookie")!.split(";")[0]!;
    const open = (await queue("?status=open&limit=100")).length;
    const html = await (await fetchWorker(`${env.ADMIN_BASE_PATH}/admin/player-reports`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain(`aria-label="${open} open"`);
    expect(html).toContain("Mark fixed");
  });
});
