// `npm run bench:browsing` (issue #68, decision 062): what a viewer's hidden statuses and spoiler
// guard cost their own pages. On the 10,000-series state of `bench:scale` (BENCH_SCALE=0 for the
// demo), the bench's viewer is furnished as `bench:cost` furnishes it (furnishViewer), then each
// signed-in page is asked BENCH_SAMPLES times (default 30) with the settings off and on,
// alternating. Prints each page's median time less D1's, and its D1 calls and rows read. Build
// first. A measurement, not a test.
import { d1CountsOf } from "./cost-model";
import { withLocalWorker } from "./local-worker";
import { growCatalogue, SCALE_VIEWERS } from "./scale-state";
import { furnishViewer, signIn } from "./sign-in";
import { localD1File } from "../scripts/local-stack";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
type Side = { ms: number[]; read: number; calls: number };
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(base: string) {
  const credentials = await signIn(base);
  await furnishViewer(base, credentials);
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${credentials.userToken}` };
  const settings = (on: boolean) => ({
    email: `${credentials.username}@example.com`,
    username: credentials.username,
    hide_statuses: on ? ["completed", "dropped"] : [],
    spoiler_guard: on ? "after_next" : "off",
  });
  const set = (on: boolean) => fetch(`${base}/api/users/me`, { method: "PUT", headers, body: JSON.stringify(settings(on)) });
  const { slug } = ((await (await fetch(`${base}/api/series?limit=1`)).json()) as { slug: string }[])[0]!;
  console.log(["page (signed in)", "off: ms, D1 calls, rows read", "on: ms, D1 calls, rows read"].join("\t"));
  for (const path of ["/", "/list", `/${slug}`, `/${slug}/episode/1`, "/about"]) {
    const sides: Record<"off" | "on", Side> = { off: { ms: [], read: 0, calls: 0 }, on: { ms: [], read: 0, calls: 0 } };
    for (let round = 0; round < SAMPLES; round++) {
      for (const mode of ["off", "on"] as const) {
        await set(mode === "on");
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers: { Cookie: credentials.userCookie } });
        await response.arrayBuffer();
        const d1 = d1CountsOf(response.headers.get("Server-Timing"));
        sides[mode].ms.push(performance.now() - started - d1.ms);
        Object.assign(sides[mode], { read: d1.read, calls: d1.calls });
      }
    }
    const text = ({ ms, calls, read }: Side) => `${median(ms).toFixed(1)} ms, ${calls}, ${read}`;
    console.log([path, text(sides.off), text(sides.on)].join("\t"));
  }
}

await withLocalWorker("browsing", main, {
  grow: process.env.BENCH_SCALE === "0" ? undefined : (persistTo) => void growCatalogue(localD1File(persistTo), { viewers: SCALE_VIEWERS }),
});
