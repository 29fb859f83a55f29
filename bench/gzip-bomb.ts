// `npm run bench:gzip-bomb` (issue #49): what a gzip bomb costs the local server. A viewer posts
// gzips that open to 300 MB (1.9 MB each: tests/support/gzip-bomb.ts) to the list import, the trailer
// stating the true size and a forged 1 kB in turn, and the runtime's memory is read from /proc
// around each: workerd's resident size (VmRSS) and its peak (VmHWM). Build first (`npm run build`).
// A measurement, not a test. BENCH_BOMBS sets how many (default 10).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipBomb } from "../tests/support/gzip-bomb";
import { withLocalWorker } from "./local-worker";

const BOMBS = Number(process.env.BENCH_BOMBS ?? 10);
const OPENS_TO = 300_000_000;
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The process listening on `port`: the local server's workerd. */
function listenerOf(port: string) {
  const listening = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(listening)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return Number(pid);
}

/** A process's resident and peak memory, in MB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
  return { resident: mb("VmRSS"), peak: mb("VmHWM") };
}

async function viewerToken(base: string) {
  const account = { email: "bomber@example.com", username: "bomber", password: "a-good-password" };
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/users/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  await post("register", account);
  const login = await post("login", { identifier: account.username, password: account.password });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

async function main(base: string) {
  const workerd = listenerOf(new URL(base).port);
  const token = await viewerToken(base);
  const before = memoryOf(workerd);
  console.log(`workerd ${workerd} before: resident ${before.resident.toFixed(0)} MB, peak so far ${before.peak.toFixed(0)} MB`);
  const times: Record<string, number[]> = { true: [], forged: [] };
  for (let i = 0; i < BOMBS; i++) {
    const trailer = i % 2 === 0 ? "true" : "forged";
    const bomb = gzipBomb(OPENS_TO, trailer === "forged" ? 1_000 : undefined);
    const sent = performance.now();
    const response = await fetch(`${base}/api/users/me/list/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/gzip" },
      body: bomb,
    });
    const ms = performance.now() - sent;
    await response.text();
    if (response.status !== 413) throw new Error(`bomb ${i + 1}: answered ${response.status}, not 413`);
    times[trailer]!.push(ms);
    const now = memoryOf(workerd);
    console.log(
      `bomb ${i + 1} (${bomb.byteLength} bytes, trailer ${trailer}): 413 in ${ms.toFixed(0)} ms; resident ${now.resident.toFixed(0)} MB, peak ${now.peak.toFixed(0)} MB`,
    );
  }
  const after = memoryOf(workerd);
  console.log(
    `\n${BOMBS} bombs of ${OPENS_TO / 1e6} MB: median 413 in ${median(times.true!).toFixed(0)} ms (true trailer), ${median(times.forged!).toFixed(0)} ms (forged); ` +
      `workerd's peak ${before.peak.toFixed(0)} → ${after.peak.toFixed(0)} MB (+${(after.peak - before.peak).toFixed(0)}), resident ${before.resident.toFixed(0)} → ${after.resident.toFixed(0)} MB`,
  );
}

await withLocalWorker("gzip-bomb", main);
