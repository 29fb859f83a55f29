import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-preloads";

const encoder = new TextEncoder();

/** The page's bytes cut at `cuts` (byte offsets), through the rewrite, read back as text. */
async function throughRewrite(html: string, cuts: number[]) {
  const bytes = encoder.encode(html);
  const edges = [0, ...cuts, bytes.length];
  const chunks = edges.slice(1).map((end, index) => bytes.subarray(edges[index], end));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(lowPriorityModulePreloads());
  return new Response(stream).text();
}

describe("the head's module preloads", () => {
  const page = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><a>سجل المشاهدة</a></body></html>';

  it("are marked low, once the whole head has come", async () => {
    expect(await throughRewrite(page, [10, 30])).toBe(page.replace('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
  });

  it("leave every character whole, wherever the chunks were cut", async () => {
    const expected = page.replace('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');
    const size = encoder.encode(page).length;
    for (let cut = 1; cut < size; cut++) expect(await throughRewrite(page, [cut]), `cut at byte ${cut}`).toBe(expected);
  });
});
