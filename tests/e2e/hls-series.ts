// A series whose one episode plays an HLS fixture (scripts/make-hls-fixture.sh) from another
// origin, for the stories about the player: the short one of streams.test.ts (tests/fixtures/hls:
// 12 seconds, English subtitles with a cue at 8–11.5 s) for casting and the subtitles' look; the
// long one (tests/fixtures/hls-long: 48 seconds, no subtitles) for watching together. `delayMs`
// makes its host slow.
import { serveFolder } from "../support/static-server";
import { adminToken, seriesWithEpisodes } from "./browser";

export async function seriesOnHlsFixture(title: string, description: string, fixture: "hls" | "hls-long" = "hls", delayMs = 0) {
  const stream = await serveFolder(`tests/fixtures/${fixture}`, { delayMs });
  const created = await seriesWithEpisodes(await adminToken(), { title: `${title} ${Date.now() % 100000}`, description }, [
    {
      episode_number: 1,
      title: "Lighthouse",
      description: "The one episode",
      servers: [{ label: "HLS", url: `${stream.origin}/master.m3u8`, type: "hls" }],
      subtitles: fixture === "hls" ? [{ lang: "en", label: "English", url: `${stream.origin}/subtitles.vtt` }] : [],
    },
  ]);
  return { stream, slug: created.slug };
}
