import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/lib/dates";
import { api } from "../../../workers/api";
import { openApiPath } from "../../../workers/api/openapi";
import { listEndpoints, type EndpointInfo } from "../../../workers/api/route-meta";
import { adminToken, call, newUser } from "../../support/api";
import { seedDemo } from "../../support/app-context";

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; anyOf?: { properties?: Record<string, unknown> }[] } }>;
  };
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
};
type Schema = {
  type?: string | string[];
  enum?: string[];
  $ref?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
};
type Document = {
  openapi: string;
  servers: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const endpoints = listEndpoints(api);
const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/** The document's paths for a route: one per word of a parameter that takes only a few words. */
function documentedPaths(routePath: string): string[] {
  const words = routePath.match(/:\w+\{(\w+(?:\|\w+)+)\}/);
  if (!words) return [openApiPath(routePath)];
  return words[1]!.split("|").map((word) => openApiPath(routePath.replace(words[0], word)));
}

let doc: Document;
const operationsOf = (endpoint: EndpointInfo) =>
  documentedPaths(endpoint.path).map((path) => ({ path, operation: doc.paths[path]?.[endpoint.method.toLowerCase()] }));
const allOperations = () => Object.values(doc.paths).flatMap((methods) => Object.values(methods));

beforeAll(async () => {
  const { status, data } = await call("GET", "/openapi.json");
  expect(status).toBe(200);
  doc = data;
});

describe("GET /api/openapi.json", () => {
  it("describes every route of the router with its method, and nothing else", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(endpoints.length).toBeGreaterThan(45);
    let expected = 0;
    for (const endpoint of endpoints) {
      for (const { path, operation } of operationsOf(endpoint)) {
        expected += 1;
        expect(operation, `${key(endpoint)} as ${path}`).toBeDefined();
        expect(operation!.summary, `${key(endpoint)} has no summary`).toEqual(expect.any(String));
        expect(operation!.tags, `${key(endpoint)} has no tag`).toHaveLength(1);
      }
    }
    expect(allOperations()).toHaveLength(expected);
  });

  it("names every operation once, in camelCase", () => {
    const ids = allOperations().map((operation) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/series/popular"]!.get!.operationId).toBe("listHomeSeriesPopular");
    expect(doc.paths["/api/series/{list}"]).toBeUndefined();
  });

  it("gives every operation a success answer with a schema, and refusals in the house error shape", () => {
    for (const operation of allOperations()) {
      const [success, ...others] = Object.keys(operation.responses).filter((status) => status.startsWith("2"));
      expect(others, operation.operationId).toEqual([]);
      // One body, or (the list's export) one per format the query picks.
      const content = Object.values(operation.responses[success!]!.content ?? {});
      expect(content.length, `${operation.operationId} answers no body`).toBeGreaterThan(0);
      for (const body of content) expect(body.schema, `${operation.operationId} has no response schema`).toEqual(expect.any(Object));
      for (const [status, answer] of Object.entries(operation.responses).filter(([status]) => status.startsWith("4"))) {
        expect(answer.content?.["application/json"]?.schema, `${operation.operationId} ${status}`).toEqual({
          $ref: "#/components/schemas/Error",
        });
      }
    }
  });

  it("documents each route's access as its security, with 401 and 403 for routes that need a token", () => {
    const schemes = { public: [], viewer: [{}, { userToken: [] }], user: [{ userToken: [] }], admin: [{ adminToken: [] }] };
    for (const endpoint of endpoints) {
      for (const { operation } of operationsOf(endpoint)) {
        expect(operation!.security, key(endpoint)).toEqual(schemes[endpoint.access]);
        const refusals = Object.keys(operation!.responses);
        // A public route answers 401 only where it says so (a login with a wrong password).
        if (endpoint.access === "public") expect(refusals.includes("401"), key(endpoint)).toBe(endpoint.errors?.includes(401) ?? false);
        else expect(refusals, key(endpoint)).toEqual(expect.arrayContaining(["401", "403"]));
      }
    }
  });

  it("documents 400 wherever input is validated, and the paging headers wherever a list pages", () => {
    for (const endpoint of endpoints) {
      for (const { operation } of operationsOf(endpoint)) {
        if (endpoint.inputs.length > 0 || endpoint.multipart) expect(Object.keys(operation!.responses), key(endpoint)).toContain("400");
        const success = operation!.responses[String(endpoint.status ?? 200)]!;
        if (endpoint.paged) expect(Object.keys(success.headers ?? {}), key(endpoint)).toEqual(["X-Total-Count", "Link"]);
      }
    }
  });

  it("gives request bodies, query and path parameters from the validators' own schemas", () => {
    // A series is created from its fields, or from a source (`from`) with any of them beside it.
    const [fromFields, fromSource] = doc.paths["/api/series"]!.post!.requestBody!.content["application/json"]!.schema.anyOf!;
    expect(Object.keys(fromFields!.properties!)).toEqual(expect.arrayContaining(["title", "description", "tags", "genreIds", "featured"]));
    expect(Object.keys(fromSource!.properties!)).toEqual(["from", "create_genres"]);
    expect(doc.paths["/api/top10"]!.get!.parameters).toEqual([expect.objectContaining({ name: "tab", in: "query" })]);
    expect(doc.paths["/api/series/{id}"]!.get!.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
    ]);
    expect(doc.paths["/api/series/upload"]!.post!.requestBody!.content["multipart/form-data"]!.schema.properties!.image).toMatchObject({
      type: "string",
      format: "binary",
    });
    expect(Object.keys(doc.paths["/api/users/me"]!.put!.requestBody!.content)).toEqual(["application/json", "multipart/form-data"]);
  });
});

describe("issue #51's fields in the document", () => {
  /** The schema a route answers with, through the component it names (an array's items for a list). */
  const answerOf = (path: string) => {
    const answer = doc.paths[path]!.get!.responses["200"]!.content!["application/json"]!.schema as Schema;
    const ref = (answer.items ?? answer).$ref!;
    return doc.components.schemas[ref.replace("#/components/schemas/", "")]!;
  };

  it("gives each episode server its audio and the dub's language, and each episode its kind", () => {
    const episode = answerOf("/api/episodes/{id}");
    expect(episode.properties!.kind).toMatchObject({ type: "string", enum: ["canon", "filler", "recap", "mixed"] });
    const server = doc.components.schemas[episode.properties!.servers!.items!.$ref!.replace("#/components/schemas/", "")]!;
    expect(server.properties!.audio).toMatchObject({ type: "string", enum: ["sub", "dub", "raw"] });
    expect(server.properties!.audio_lang).toMatchObject({ type: ["string", "null"] });
  });

  it("gives the series list and a series their sub and dub counts, and the list a has_dub filter", () => {
    for (const path of ["/api/series", "/api/series/{id}"]) {
      expect(answerOf(path).properties, path).toMatchObject({ episodes_sub: { type: "integer" }, episodes_dub: { type: "integer" } });
    }
    expect(doc.paths["/api/series"]!.get!.parameters).toContainEqual(expect.objectContaining({ name: "has_dub", in: "query" }));
  });

  it("gives the viewer's own profile their audio preference and skip-filler choice", () => {
    expect(answerOf("/api/users/me").properties).toMatchObject({
      audio_preference: { type: "string", enum: ["any", "sub", "dub"] },
      skip_filler: { type: "boolean" },
    });
  });
});

describe("GET /api/docs", () => {
  it("is the readable reference, loading Swagger UI from the site's own assets", async () => {
    const { status, headers, data } = await call("GET", "/docs");
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(data).toContain('src="/vendor/swagger-ui/swagger-ui-bundle.js"');
    expect(data).toContain("/api/openapi.json");
    expect(data).not.toMatch(/https?:\/\//);
  });
});

describe("what the routes answer", () => {
  const byKey = new Map(endpoints.map((endpoint) => [key(endpoint), endpoint]));
  /** The body matches the route's documented schema exactly: nothing missing, nothing more. */
  const expectDocumented = (routeKey: string, response: Awaited<ReturnType<typeof call>>) => {
    const endpoint = byKey.get(routeKey)!;
    expect(response.status, `${routeKey}: ${JSON.stringify(response.data)}`).toBe(endpoint.status ?? 200);
    const parsed = endpoint.response!.safeParse(response.data);
    expect(parsed.error, routeKey).toBeUndefined();
    expect(parsed.data, `${routeKey} answers fields its schema does not name`).toEqual(response.data);
    if (endpoint.paged) expect(response.headers.get("X-Total-Count"), routeKey).toMatch(/^\d+$/);
  };

  const tokens = { admin: "", user: "" };
  const ids = { series: 1, episode: 0, run: 0 };

  beforeAll(async () => {
    const today = todayIn(env.SITE_TIMEZONE);
    await seedDemo(today);
    const admin = (tokens.admin = await adminToken());
    const viewer = await newUser();
    tokens.user = viewer.token;
    ids.episode = (await env.DB.prepare("SELECT id FROM episodes WHERE series_id = 1 ORDER BY episode_number LIMIT 1").first<{
      id: number;
    }>())!.id;
    const server =
      (
        await env.DB.prepare("SELECT label FROM episode_servers WHERE episode_id = ? ORDER BY position LIMIT 1")
          .bind(ids.episode)
          .first<{ label: string }>()
      )?.label ?? null;
    // The writes that fill what the seed leaves empty, each answer checked against its own schema.
    const run = await call("POST", "/schedule/runs", {
      token: admin,
      json: { weekday: "saturday", starts_on: today, air_time: "19:00", series_id: 1, first_episode: 2, weeks: 3 },
    });
    expectDocumented("POST /schedule/runs", run);
    ids.run = run.data.id;
    expectDocumented(
      "POST /ads",
      await call("POST", "/ads", {
        token: admin,
        json: { placement: "sidebar", title: "Sidebar", link: "https://example.com/", active: true },
      }),
    );
    expectDocumented(
      "POST /episodes/:id{[0-9]+}/reports",
      await call("POST", `/episodes/${ids.episode}/reports`, { json: { server, reason: "not_loading" } }),
    );
    expectDocumented(
      "POST /comments",
      await call("POST", "/comments", { token: viewer.token, json: { episode_id: ids.episode, content: "Worth the wait." } }),
    );
    expectDocumented("POST /visitors/log", await call("POST", "/visitors/log", { json: { path: "/series/1" } }));
    expectDocumented("POST /genres", await call("POST", "/genres", { token: admin, json: { name: "Wuxia Test", description: null } }));
  });

  const queries: Record<string, string> = {
    "/episodes": "?series_id=1",
    "/series/suggest": "?q=a",
    "/top10": "?tab=weekly",
    // The AniList stand-in's (tests/support/catalogue-stand-ins.ts).
    "/series/lookup": "?source=anilist&q=Frieren",
  };
  const concrete = (path: string) =>
    path
      .replace(/:list\{[^}]*\}/, "popular")
      .replace(/^\/schedule\/runs\/:id\{[^}]*\}/, () => `/schedule/runs/${ids.run}`)
      .replace(/^\/episodes\/:id\{[^}]*\}/, () => `/episodes/${ids.episode}`)
      .replace(/:id\{[^}]*\}/, () => String(ids.series));

  // A room's socket answers only an upgrade, with 101 and no body (tests/integration/rooms.test.ts).
  const answersJson = (endpoint: { method: string; path: string }) =>
    endpoint.method === "GET" && endpoint.path !== "/docs" && !endpoint.path.endsWith("/socket");
  it.each(endpoints.filter(answersJson).map(key))("%s answers its documented schema", async (routeKey) => {
    const path = byKey.get(routeKey)!.path;
    const query = path === "/comments" ? `?episode_id=${ids.episode}` : (queries[path] ?? "");
    expectDocumented(
      routeKey,
      await call("GET", `${concrete(path)}${query}`, { token: byKey.get(routeKey)!.access === "user" ? tokens.user : tokens.admin }),
    );
  });
});
