// `npm run bench:year-card` (issue #85, decision 077): what a shared year's card costs. The demo
// viewer (a year of seeded watching) shares 2026 on a fresh local site; its card is asked for in
// each of the nine languages, each language twice: the first draws it (the stats, the fonts its
// text needs from the static files, resvg in the renderer's Worker, the put to R2), the second
// reads it back. Build first (`npm run build`). A measurement, not a test; BENCH_ROUNDS rounds
// (default 3), each sharing anew, so each draws anew.
import { DEMO_VIEWER } from "../app/.server/seed/seed";
import { locales } from "../app/paraglide/runtime";
import { withLocalWorker } from "./local-worker";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function demoViewerCookie(base: string) {
  const form = new URLSearchParams({ identifier: DEMO_VIEWER.username, password: DEMO_VIEWER.password, redirectTo: "/" });
  const login = await fetch(`${base}/login`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base } });
  const cookie = (login.headers.get("Set-Cookie") ?? "").split(";")[0]!;
  if (!cookie) throw new Error(`the login form set no cookie (${login.status})`);
  return cookie;
}

/** Shares the year anew (taking back the last share, and its cards): the share's card address in English. */
async function shareAnew(base: string, cookie: string) {
  const post = (intent: string) =>
    fetch(`${base}/account/year/2026`, {
      method: "POST",
      body: new URLSearchParams({ intent }),
      redirect: "manual",
      headers: { Cookie: cookie, Origin: base },
    });
  await post("unshare");
  await post("share");
  const page = await (await fetch(`${base}/account/year/2026`, { headers: { Cookie: cookie } })).text();
  const sharePath = new URL(/https?:\/\/[^"<]+\/y\/[A-Za-z0-9_-]{24}/.exec(page)![0]).pathname;
  return `${sharePath}/card.png`;
}

async function timed(url: string) {
  const sent = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - sent, bytes };
}

async function main(base: string) {
  const cookie = await demoViewerCookie(base);
  const drawn: Record<string, number[]> = {};
  const kept: number[] = [];
  const sizes: Record<string, number> = {};
  for (let round = 0; round < ROUNDS; round++) {
    const card = await shareAnew(base, cookie);
    for (const locale of locales) {
      const url = `${base}${locale === "en" ? "" : `/${locale}`}${card}`;
      const first = await timed(url);
      (drawn[locale] ??= []).push(first.ms);
      sizes[locale] = first.bytes;
      kept.push((await timed(url)).ms);
    }
  }
  for (const locale of locales)
    console.log(
      `${locale.padEnd(8)} drawn: median ${median(drawn[locale]!).toFixed(0)} ms of ${ROUNDS}; PNG ${(sizes[locale]! / 1024).toFixed(0)} KiB`,
    );
  const all = Object.values(drawn).flat();
  console.log(
    `\nAll languages: drawn ${median(all).toFixed(0)} ms median (${all.length}), kept ${median(kept).toFixed(0)} ms median (${kept.length}): ${(median(all) / median(kept)).toFixed(1)}×`,
  );
}

await withLocalWorker("year-card", main);
