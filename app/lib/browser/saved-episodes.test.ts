// The service worker is plain JavaScript (public/sw.js): it names the saved episodes' caches and
// paths itself, and must name them as this module does.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SAVED_CACHE_PREFIX, savedCacheName, savedPath } from "./saved-episodes";

const worker = readFileSync("public/sw.js", "utf8");

describe("saved episodes' names", () => {
  it("are the service worker's", () => {
    expect(worker).toContain(`const SAVED = "${SAVED_CACHE_PREFIX}";`);
    const path = new RegExp(/const SAVED_PATH = \/(.+)\/;/.exec(worker)![1]!);
    expect(path.exec(savedPath(12, "index.m3u8"))?.[1]).toBe("12");
    expect(savedCacheName(12)).toBe(`${SAVED_CACHE_PREFIX}12`);
  });
});
