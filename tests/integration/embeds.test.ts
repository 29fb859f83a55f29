// Issue #10, embeds: once played, a hosted video is framed through youtube-nocookie and in a
// sandbox that allows no pop-ups and no top navigation, in the server HTML itself.
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../support/app-context";
import { call } from "../support/api";
import { fetchWorker } from "../support/worker";

type Server = { label: string; url: string; type: string };
type Episode = { episode_number: number; servers: Server[] };

beforeAll(async () => {
  await seedDemo();
});

describe("an embedded player", () => {
  it("is a sandboxed youtube-nocookie frame once the viewer presses play", async () => {
    const { data: list } = await call("GET", "/series?limit=100");
    let found: { slug: string; episode: number; server: number } | undefined;
    for (const item of list as { id: number; slug: string }[]) {
      const { data: detail } = await call("GET", `/series/${item.id}`);
      for (const episode of detail.episodes as Episode[]) {
        const server = episode.servers.findIndex((candidate) => candidate.type === "youtube");
        if (server >= 0) found = { slug: item.slug, episode: episode.episode_number, server };
        if (found) break;
      }
      if (found) break;
    }
    expect(found, "the demo has a YouTube server").toBeDefined();
    const html = await (await fetchWorker(`/${found!.slug}/episode/${found!.episode}?server=${found!.server}&play=1`)).text();
    const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? "";
    expect(frame).toContain('src="https://www.youtube-nocookie.com/embed/');
    expect(frame).toContain('sandbox="allow-scripts allow-same-origin allow-presentation"');
    expect(frame).toMatch(/referrerpolicy="strict-origin-when-cross-origin"/i);
    expect(frame).not.toMatch(/allow-popups|allow-top-navigation/);
  });
});
