// Shared pieces of the seeded fuzz test (tests/integration/api/malformed-input.test.ts).
import { env } from "cloudflare:test";
import fc from "fast-check";

/**
 * Every table's rows, to compare before and after a batch of refused requests. A session's
 * `last_seen_at` is left out: using a live session keeps it alive, which the request did not write.
 */
export async function snapshot(): Promise<string> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' AND name != 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  const dumps = await Promise.all(
    tables.map(async ({ name }) => [
      name,
      (await env.DB.prepare(`SELECT * FROM ${name}`).all()).results.map(({ last_seen_at: _, ...row }) => row),
    ]),
  );
  return JSON.stringify(dumps);
}

/** Values that have fooled parsers: numbers in disguise, markup, SQL, control and huge text. */
export const trickyValue = fc.constantFrom<unknown>(
  true,
  false,
  null,
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [2],
  {},
  { $gt: "" },
  "",
  " ",
  "0x1",
  "1e0",
  "0b1",
  "-0",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "1,2",
  "on",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "https://evil.example/embed/x",
  "'; DROP TABLE series; --",
  "\u0000",
  "\u202e",
  "😀".repeat(300),
  "x".repeat(6000),
  "2026-02-30",
  "25:61",
  "0.0.0.0/0",
);

export const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), trickyValue, fc.string({ maxLength: 60, unit: "grapheme" }));

/** Names a body may carry besides the schema's own. */
export const strayKeys = ["__proto__", "constructor", "id", "role", "admin", "user_id", "username", "created_at"];

/** A form body (what a browser posts) with these field names and random text values. */
export const formBody = (names: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.string({ maxLength: 40 }), trickyValue.map(String))), { maxLength: 8 })
    .map((fields) => new URLSearchParams(fields));

/** What each batch sent, for the test's report. */
const tally = new Map<string, number>();
export const record = (batch: string, runs: number) => tally.set(batch, runs);
export const totalRuns = () => [...tally.values()].reduce((sum, runs) => sum + runs, 0);
export const report = (seed: number) =>
  `fuzz seed ${seed}: ${totalRuns()} inputs sent (${[...tally].map(([batch, runs]) => `${batch} ${runs}`).join(", ")})`;
