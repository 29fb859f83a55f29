// Decision 055: a room hibernates between messages only if nothing of it runs meanwhile. What it
// must do later (store danmaku, end an empty room) is its alarm's; a timer would keep it awake.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = "workers/rooms";

describe("the room's Durable Object", () => {
  it("sets no timer and no interval", () => {
    const files = readdirSync(folder).filter((name) => name.endsWith(".ts"));
    expect(files).toContain("watch-room.ts");
    const timers = files.filter((name) => /\bset(Timeout|Interval)\s*\(/.test(readFileSync(`${folder}/${name}`, "utf8")));
    expect(timers).toEqual([]);
  });
});
