// Issues #25 and #33, first paint on a phone: a public page's head asks first for the page's largest picture
// and the stylesheet, and preloads the scripts that hydrate it at low priority, after them
// (docs/measurements.md, "Lighthouse"); a page sent without the app (decision 052) preloads none.
import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "~/web/sessions.server";
import { call, newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

let seriesPath: string;
beforeAll(async () => {
  await seedDemo();
  const { data } = await call("GET", "/series?limit=1");
  seriesPath = `/${data[0].slug}`;
});

async function headOf(path: string, init?: RequestInit) {
  const html = await (await fetchWorker(path, init)).text();
  return html.slice(0, html.indexOf("</head>"));
}

describe("the head of a public page", () => {
  it.each(["/", "series", "episode", "a signed-in viewer's episode"])(
    "%s: the picture and the stylesheet come first, the module preloads low after them",
    async (page) => {
      const signedIn = page.startsWith("a signed-in");
      const path = page === "series" ? seriesPath : page.endsWith("episode") ? `${seriesPath}/episode/1` : page;
      const cookie = signedIn
        ? (await startSession(new Request("https://example.com/"), "user", (await newUser()).token)).split(";")[0]!
        : null;
      const head = await headOf(path, cookie ? { headers: { Cookie: cookie } } : undefined);
      // One preload of the largest paint: its AVIF variants, which the browser picks among as the page will.
      const imagePreloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      const variants = imagePreloads.filter((link) => /imageSrcSet="\/uploads\/[a-f0-9]{64}\.\w+\.w\d+\.avif /.test(link));
      expect(variants).toHaveLength(1);
      expect(variants[0]).toMatch(/ type="image\/avif"/);
      expect(variants[0]).toMatch(/ fetchPriority="high"/);
      const picture = head.indexOf(variants[0]!);
      const stylesheet = head.search(/<link[^>]* rel="stylesheet" href="\/assets\/tailwind-[^"]+\.css"/);
      const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(picture).toBeGreaterThan(0);
      expect(stylesheet).toBeGreaterThan(picture);
      // A signed-out viewer's page is sent without the app (decision 052): nothing to preload.
      if (!signedIn) {
        expect(preloads).toEqual([]);
        return;
      }
      expect(head.indexOf('rel="modulepreload"')).toBeGreaterThan(stylesheet);
      expect(preloads.length).toBeGreaterThan(3);
      for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
    },
  );
});
