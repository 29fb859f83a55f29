// Issue #13: the admin form refuses a server whose link is not on its type's host, as the API
// does (tests/integration/api/episodes.test.ts), with the same text and nothing written.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, rowCount } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

const screen = "/studio-login/admin/manage-episodes";
let cookie: string;

beforeAll(async () => {
  await seedDemo();
  // The admin session cookie carries the same token the API hands out.
  cookie = `__admin_session=${encodeURIComponent(btoa(JSON.stringify(await adminToken())))}`;
});

function addEpisode(servers: { label: string; url: string; type: string }[], extra: Record<string, string> = {}) {
  const form = new URLSearchParams({
    intent: "create",
    series_id: "2",
    episode_number: "80",
    title: "Framed",
    description: "A server test.",
    release_date: "2026-11-20",
    ...extra,
  });
  for (const server of servers) {
    form.append("server_label", server.label);
    form.append("server_url", server.url);
    form.append("server_type", server.type);
  }
  return fetchWorker(screen, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: "https://example.com", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("the admin episode form", () => {
  it("refuses a server whose link is not its type's host, and says which one", async () => {
    const before = await rowCount("episodes");
    const response = await addEpisode([
      { label: "Main", url: "https://youtu.be/aqz-KE-bpKQ", type: "" },
      { label: "Evil", url: "https://evil.example/embed/x", type: "rumble" },
    ]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Server 2: the link is not a Rumble link");
    expect(await rowCount("episodes")).toBe(before);
  });

  it("refuses a direct server that is not a video file", async () => {
    const response = await addEpisode([{ label: "Page", url: "https://cdn.example.com/watch.html", type: "direct" }]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Server 1: the link is not a video file (.mp4, .webm");
  });

  it("refuses a series id that only looks like a number", async () => {
    const response = await addEpisode([{ label: "Main", url: "https://youtu.be/aqz-KE-bpKQ", type: "youtube" }], { series_id: "0x2" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Series is invalid");
  });

  it("saves matching servers", async () => {
    const response = await addEpisode([
      { label: "Main", url: "https://youtu.be/aqz-KE-bpKQ", type: "youtube" },
      { label: "File", url: "https://cdn.example.com/ep80.mp4", type: "" },
    ]);
    expect(response.status).toBe(302);
    const saved = await env.DB.prepare(
      "SELECT s.url, s.type FROM episode_servers s JOIN episodes e ON e.id = s.episode_id WHERE e.series_id = 2 AND e.episode_number = 80 ORDER BY s.position",
    ).all();
    expect(saved.results).toEqual([
      { url: "https://youtu.be/aqz-KE-bpKQ", type: "youtube" },
      { url: "https://cdn.example.com/ep80.mp4", type: "direct" },
    ]);
  });
});
