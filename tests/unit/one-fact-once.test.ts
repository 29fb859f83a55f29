// Issue #48: a rule written in two places is held to one by a test. The score's vote minimum is
// TypeScript's and the triggers' that keep `series.score`; the cache lifetimes are code's and the
// product's rules table's.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SCORE_MIN_VOTES } from "~/domain/lists/schema";
import { LIST_CACHE_SECONDS, PAGE_CACHE_SECONDS } from "~/lib/cache-lifetimes";

const migrations = readdirSync("migrations")
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => readFileSync(`migrations/${name}`, "utf8"));

describe("the score's vote minimum", () => {
  it("is the one the newest triggers that set a series' score use, each time", () => {
    const newest = migrations.filter((sql) => /`score_votes`\s*>=/.test(sql)).at(-1) ?? "";
    const minimums = [...newest.matchAll(/`score_votes`\s*>=\s*(\d+)/g)].map((match) => Number(match[1]));
    expect(minimums.length).toBeGreaterThanOrEqual(3);
    expect(new Set(minimums)).toEqual(new Set([SCORE_MIN_VOTES]));
  });
});

describe("the cache lifetimes", () => {
  const rules = readFileSync("docs/product/rules.md", "utf8");
  const row = (name: string) => rules.split("\n").find((line) => line.startsWith(`| ${name} `)) ?? "";

  it("are the ones the product's rules table states", () => {
    expect(row("Top 10 and schedule cache")).toContain(`| ${LIST_CACHE_SECONDS} s`);
    expect(row("public page cache")).toContain(`| ${PAGE_CACHE_SECONDS} s`);
  });
});
