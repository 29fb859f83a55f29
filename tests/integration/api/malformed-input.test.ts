import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { api } from "../../../workers/api";
import { listEndpoints } from "../../../workers/api/route-meta";
import { adminToken, call, multipart, newUser } from "../../support/api";
import { seedDemo } from "../../support/app-context";

// Every write endpoint that takes a JSON body, at a path naming a record that exists.
const jsonWrites = listEndpoints(api)
  .filter((endpoint) => endpoint.method !== "GET")
  .map((endpoint) => ({ ...endpoint, schema: endpoint.inputs.find((input) => input.target === "json")?.schema }))
  .filter((endpoint): endpoint is typeof endpoint & { schema: z.ZodType } => Boolean(endpoint.schema));
const uploads = ["/series/upload", "/upload", "/ads/upload"];
const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, "1");

async function snapshot(): Promise<string> {
  const { results: tables } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' AND name != 'd1_migrations' ORDER BY name").all<{ name: string }>();
  const dumps = await Promise.all(tables.map(async ({ name }) => [name, (await env.DB.prepare(`SELECT * FROM ${name}`).all()).results]));
  return JSON.stringify(dumps);
}

const keysOf = (schema: z.ZodType) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : ["tab", "list"]);

// Bodies that look like the real thing (the schema's own field names) with random values,
// non-object JSON, and text that is not JSON at all. Bodies the schema accepts are skipped.
const bodyFor = (schema: z.ZodType) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...keysOf(schema)), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }).map((value) => JSON.stringify(value)),
    fc.jsonValue({ maxDepth: 2 }).filter((value) => typeof value !== "object" || value === null || Array.isArray(value)).map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 40 }),
  );

const acceptedBy = (schema: z.ZodType, raw: string) => {
  try {
    return schema.safeParse(JSON.parse(raw)).success;
  } catch {
    return false;
  }
};

let tokens: { admin: string; user: string };

beforeAll(async () => {
  await seedDemo();
  const user = await newUser();
  tokens = { admin: await adminToken(), user: user.token };
  await call("POST", "/ads", { token: tokens.admin, json: { placement: "sidebar", title: "Fuzz target" } });
});

describe("malformed input", () => {
  it("never gets a 5xx and never changes a row, over 1,000 random bodies across the write endpoints", async () => {
    expect(jsonWrites.length).toBeGreaterThan(15);
    const before = await snapshot();
    const statuses = new Map<number, number>();
    const endpoint = fc.constantFrom(...jsonWrites);
    await fc.assert(
      fc.asyncProperty(
        endpoint.chain((target) => fc.tuple(fc.constant(target), bodyFor(target.schema))),
        async ([target, raw]) => {
          fc.pre(!acceptedBy(target.schema, raw));
          const token = target.access === "admin" ? tokens.admin : target.access === "user" ? tokens.user : undefined;
          const response = await call(target.method, concrete(target.path), { token, body: raw, headers: { "Content-Type": "application/json" } });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${target.method} ${target.path} ${raw} -> ${JSON.stringify(response.data)}`).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.data).toEqual({ error: expect.any(String) });
        },
      ),
      { numRuns: 1000, seed: 20261122 },
    );
    expect(await snapshot()).toBe(before);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
  }, 60_000);

  it("never stores random bytes sent as an upload", async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...uploads), fc.uint8Array({ minLength: 1, maxLength: 256 }), async (path, bytes) => {
        const field = path === "/upload" ? "file" : "image";
        const response = await call("POST", path, { token: tokens.admin, body: multipart(field, new Uint8Array(bytes), "random.png", "image/png") });
        expect([400, 415]).toContain(response.status);
      }),
      { numRuns: 100, seed: 7 },
    );
    expect(await snapshot()).toBe(before);
  });
});
