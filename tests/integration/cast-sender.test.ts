// Issue #69 (decision 065): Chrome casts the episode page's own player through Google's Cast
// sender, a script from www.gstatic.com that the Cast button adds. Only an episode page with a
// file or HLS server admits that origin in script-src; an embed-only episode and every other page
// keep the site's policy.
import { beforeAll, describe, expect, it } from "vitest";
import { CAST_SENDER_ORIGIN } from "~/lib/stream-sources";
import { adminToken, call } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

const servers = {
  hls: [{ label: "HLS", url: "https://stream.example.net/cast/master.m3u8" }],
  file: [{ label: "MP4", url: "https://files.example.net/cast/episode.mp4", type: "direct" }],
  embed: [{ label: "YouTube", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" }],
};
const paths: Record<keyof typeof servers, string> = { hls: "", file: "", embed: "" };

beforeAll(async () => {
  await seedDemo();
  const admin = await adminToken();
  const { data: series } = await call("POST", "/series", {
    token: admin,
    json: { title: "Cast Sender Policy", description: "Three servers" },
  });
  for (const [index, kind] of (["hls", "file", "embed"] as const).entries()) {
    const created = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: series.id, episode_number: index + 1, title: kind, description: `A ${kind} episode.`, servers: servers[kind] },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    paths[kind] = `/${series.slug}/episode/${index + 1}`;
  }
});

/** The sources of the answer's script-src. */
async function scriptSources(path: string) {
  const response = await fetchWorker(path);
  expect(response.status, path).toBe(200);
  await response.arrayBuffer();
  const directive = (response.headers.get("Content-Security-Policy") ?? "").split(/;\s*/).find((part) => part.startsWith("script-src "));
  return { sources: directive?.split(" ").slice(1) ?? [], leaked: response.headers.has("X-Script-Origins") };
}

describe("the Cast sender's origin in script-src", () => {
  it.each(["hls", "file"] as const)("is admitted on an episode page with a %s server, its cached copy and its data", async (kind) => {
    for (const path of [paths[kind], paths[kind], `${paths[kind]}.data`]) {
      const { sources, leaked } = await scriptSources(path);
      expect(sources, path).toEqual(["'self'", expect.stringMatching(/^'nonce-/), CAST_SENDER_ORIGIN]);
      expect(leaked, path).toBe(false);
    }
  });

  it.each([
    ["an embed-only episode page", () => paths.embed],
    ["the home page", () => "/"],
    ["a series page", () => paths.embed.replace(/\/episode\/\d+$/, "")],
  ])("is not admitted on %s", async (_, path) => {
    const { sources } = await scriptSources(path());
    expect(sources).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
  });
});
