// `npm run bench:profile`: where the worker's CPU goes while it renders each page. Serves the built
// worker in workerd with a DevTools inspector (scripts/local-server.ts) on the 10,000-series state
// (BENCH_SCALE=0 keeps the demo), records a V8 CPU profile over PROFILE_ROUNDS renders of each page
// (default 30, after 3 to warm up; anonymous pages asked as personal so none comes from the cache),
// and prints each page's heaviest functions by their own time and with what they call. The profiles
// are kept in bench/results/profiles/*.cpuprofile, which Chrome's DevTools open. A measurement,
// not a test: build first, with `UNMINIFIED=1 npm run build` to read the functions by name.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, localD1File, prepareLocalState, waitForHttp } from "../scripts/local-stack";
import { startLocalServer } from "../scripts/local-server";
import { growCatalogue, SCALE_VIEWERS } from "./scale-state";
import { furnishViewer, signIn } from "./sign-in";
import { runDailyUpkeep } from "./local-worker";

const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 30);
const WARMUP = 3;
const TOP = Number(process.env.PROFILE_TOP ?? 12);
const RESULTS = fileURLToPath(new URL("./results/profiles/", import.meta.url));

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** One DevTools protocol session over the inspector's WebSocket. */
async function inspect(url: string) {
  // Miniflare's inspector proxy admits DevTools' own origins only (undici's WebSocket takes headers).
  const socket = new WebSocket(url, { headers: { Origin: "http://localhost" } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id !== undefined) waiting.get(message.id)?.(message.result ?? message.error);
  };
  return {
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        const id = ++nextId;
        waiting.set(id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** "render (chunk.js:120)": a function by its name and place, the file without its folder. */
const frameName = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || "(anonymous)"} (${url.split("/").at(-1) || "native"}:${lineNumber + 1})`;

/**
 * Where a render's time goes, by the first of these its stack passes through, innermost first:
 * drawing the page, building queries and reading their rows, the D1 binding's own code, turning the
 * loaders' data into the router's stream, the loaders themselves; the rest is the request's
 * handling (routing, headers, the worker's own code, promises the runtime resolves).
 */
const PARTS: [string, (frame: CallFrame) => boolean][] = [
  ["React drawing the page", (frame) => ["performWork", "renderToReadableStream"].includes(frame.functionName)],
  ["drizzle: queries and rows", (frame) => ["_prepare", "mapResultRow", "toSQL"].includes(frame.functionName)],
  ["the D1 binding", (frame) => frame.url.includes("d1-api")],
  ["the router's data stream", (frame) => ["flatten", "encodeViaTurboStream"].includes(frame.functionName)],
  ["loaders", (frame) => ["callRouteHandler", "callLoaderOrAction"].includes(frame.functionName)],
];

/** Milliseconds per render by function: its own time, and its time with everything it calls; and by part. */
function heaviest(profile: Profile, renders: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const parts = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + ms);
    if (!node.callFrame.functionName.startsWith("(")) {
      let part = "the rest";
      for (let at: number | undefined = id; at !== undefined && part === "the rest"; at = parent.get(at))
        part = PARTS.find(([, test]) => test(byId.get(at!)!.callFrame))?.[0] ?? part;
      parts.set(part, (parts.get(part) ?? 0) + ms);
    }
    // Each function once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = frameName(byId.get(at)!.callFrame);
      if (seen.has(frame)) continue;
      seen.add(frame);
      total.set(frame, (total.get(frame) ?? 0) + ms);
    }
  });
  const idle = ["(idle)", "(program)", "(root)", "(garbage collector)"];
  const busy = [...self].filter(([name]) => !idle.some((word) => name.startsWith(word)));
  const sorted = (map: Map<string, number> | [string, number][]) =>
    [...map]
      .filter(([name]) => !idle.some((word) => name.startsWith(word)))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => [name, ms / renders] as const);
  const busyMs = busy.reduce((sum, [, ms]) => sum + ms, 0) / renders;
  const gcMs = (self.get(frameName({ functionName: "(garbage collector)", url: "", lineNumber: -1 })) ?? 0) / renders;
  return { busyMs, gcMs, self: sorted(busy), total: sorted(total), parts: sorted(parts) };
}

const persistTo = mkdtempSync(join(tmpdir(), "anime-profile-"));
await prepareLocalState(persistTo);
const scale = process.env.BENCH_SCALE !== "0";
const grown = scale ? growCatalogue(localD1File(persistTo), { viewers: SCALE_VIEWERS }) : null;
const inspectorPort = await freePort();
const server = await startLocalServer({ port: 0, persistTo, inspectorPort, makeVariants: false });
try {
  const base = server.origin;
  await waitForHttp(`${base}/api/genres`);
  await runDailyUpkeep(base);
  const viewer = await signIn(base);
  // A viewer with a list and settings, as bench:cost's, so their pages do a real viewer's work.
  await furnishViewer(base, viewer);
  const slug = grown?.sample.slug ?? "the-lantern-keeper-s-daughter";
  const anonymous = { Cookie: "bench=uncached" };
  const signedIn = { Cookie: viewer.userCookie };
  const pages: [string, string, Record<string, string>][] = [
    ["home", "/", anonymous],
    ["list", "/list", anonymous],
    ["series", `/${slug}`, anonymous],
    ["episode", `/${slug}/episode/1`, anonymous],
    ["home, signed in", "/", signedIn],
    ["series, signed in", `/${slug}`, signedIn],
    ["episode, signed in", `/${slug}/episode/1`, signedIn],
    ["my list", "/my-list", signedIn],
    ["profile", "/profile", signedIn],
  ];
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const session = await inspect(targets[0]!.webSocketDebuggerUrl);
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 100 });
  mkdirSync(RESULTS, { recursive: true });
  console.log(`CPU profiles of ${ROUNDS} renders each, ${scale ? "on the 10,000-series state" : "on the demo catalogue"}:`);
  for (const [name, path, headers] of pages) {
    const get = async () => {
      const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    };
    for (let i = 0; i < WARMUP; i++) await get();
    await session.send("Profiler.start");
    for (let i = 0; i < ROUNDS; i++) await get();
    const { profile } = await session.send<{ profile: Profile }>("Profiler.stop");
    writeFileSync(join(RESULTS, `${name.replaceAll(/\W+/g, "-")}.cpuprofile`), JSON.stringify(profile));
    const found = heaviest(profile, ROUNDS);
    console.log(
      `\n${name} (${path}): ${found.busyMs.toFixed(2)} ms of JavaScript a render, garbage collection ${found.gcMs.toFixed(2)} ms`,
    );
    console.log(`  by part: ${found.parts.map(([part, ms]) => `${part} ${ms.toFixed(2)}`).join(", ")} ms`);
    console.log("  own time a render:");
    for (const [frame, ms] of found.self) console.log(`    ${ms.toFixed(2)} ms\t${frame}`);
    console.log("  with what it calls:");
    for (const [frame, ms] of found.total) console.log(`    ${ms.toFixed(2)} ms\t${frame}`);
  }
  session.close();
} finally {
  await server.dispose();
  rmSync(persistTo, { recursive: true, force: true });
}
