// `npm run bench:upload` (issue #47): how long an admin's real-size cover upload (an 800×1200 JPEG of
// ~300 kB, `POST /api/series/upload`) takes to answer, and how long after that its variants take to
// follow from the images queue (until its 240-px AVIF answers 200 rather than 307 to the original).
// Build first (`npm run build`). A measurement, not a test. BENCH_UPLOADS sets how many (default 5).
import { localBindings } from "../scripts/local-bindings";
import { drawRealSizeCover } from "../app/.server/seed/media";
import { adminToken, withLocalWorker } from "./local-worker";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 5);
const TARGET_ANSWER_MS = 2_000;
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(base: string) {
  // The covers are drawn as the demo's real-size ones are, each with its own title (its own bytes).
  const proxy = await localBindings(false);
  const token = await adminToken(base);
  const answers: number[] = [];
  const follows: number[] = [];
  try {
    for (let i = 0; i < UPLOADS; i++) {
      const cover = await drawRealSizeCover(proxy.env.IMAGES, `An upload timed ${i} at ${Date.now()}`);
      const form = new FormData();
      form.append("image", new Blob([cover], { type: "image/jpeg" }), "cover.jpg");
      const sent = performance.now();
      const response = await fetch(`${base}/api/series/upload`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      const answered = performance.now();
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      const { url } = (await response.json()) as { url: string };
      while ((await fetch(`${base}${url}.w240.avif`, { redirect: "manual" })).status !== 200) await sleep(100);
      answers.push(answered - sent);
      follows.push(performance.now() - answered);
      console.log(
        `upload ${i + 1}: ${cover.byteLength} bytes answered in ${(answered - sent).toFixed(0)} ms; variants followed ${((performance.now() - answered) / 1000).toFixed(1)} s later`,
      );
    }
  } finally {
    await proxy.dispose();
  }
  const answer = median(answers);
  console.log(
    `\nmedian of ${UPLOADS}: answered in ${answer.toFixed(0)} ms (target ${TARGET_ANSWER_MS}), variants ${(median(follows) / 1000).toFixed(1)} s after`,
  );
  if (answer > TARGET_ANSWER_MS) process.exitCode = 1;
}

await withLocalWorker("upload", main);
