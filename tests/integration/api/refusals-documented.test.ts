// Issue #71: every refusal an operation answers is one its OpenAPI document lists, in the house
// error shape, so a route cannot drift from its contract unseen (an outside check found the passkey
// sign-ins answering 400 that the document left out). Each operation is called as a client that
// gets it wrong would call it: with no token, and with the right token and a malformed body, an
// empty body, and nonsense in its query; path parameters name no record. Answers under 400 are not
// this file's business; a token whose call was answered 2xx is replaced, since the call may have
// ended or changed it.
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../workers/api";
import { openApiPath } from "../../../workers/api/openapi";
import { type EndpointInfo, listEndpoints } from "../../../workers/api/route-meta";
import { adminToken, call, newUser } from "../../support/api";
import { seedDemo } from "../../support/app-context";
import { todayIn } from "~/lib/dates";
import { env } from "cloudflare:test";

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

const PARAMETER = /:(\w+)(?:\{([^}]*)\})?/g;
const WORDS = /^\w+(?:\|\w+)+$/;
/** A parameter that takes a few words (`:list{popular|latest}`) is a path of its own in the document: the first word's. */
const withFirstWords = (routePath: string) =>
  routePath.replace(PARAMETER, (whole, _name: string, pattern?: string) =>
    pattern && WORDS.test(pattern) ? pattern.split("|")[0]! : whole,
  );
/** A value for a path parameter that names no record but passes the route's own pattern. */
const NO_RECORD = ["999999", "0".repeat(64), "no-such-record", "A".repeat(43)];
const concretePath = (routePath: string) =>
  withFirstWords(routePath).replace(PARAMETER, (_, _name: string, pattern?: string) =>
    pattern ? (NO_RECORD.find((value) => new RegExp(`^(?:${pattern})$`).test(value)) ?? NO_RECORD[0]!) : NO_RECORD[0]!,
  );

const hasBody = (endpoint: EndpointInfo) => endpoint.method !== "GET" && endpoint.method !== "HEAD";
/** The calls a careless client makes, each with or without the route's token. */
const mistakes = (endpoint: EndpointInfo) => [
  { name: "no token", signed: false, init: hasBody(endpoint) ? { json: {} } : {} },
  ...(hasBody(endpoint)
    ? [
        { name: "a malformed body", signed: true, init: { body: "{oops", headers: { "Content-Type": "application/json" } } },
        { name: "an empty body", signed: true, init: { json: {} } },
      ]
    : [{ name: "nonsense in the query", signed: true, init: {}, query: "?limit=-1&offset=x&page=zz&q=%00&date=yesterday" }]),
];

let doc: Document;
const tokens: Partial<Record<"user" | "admin", string>> = {};
async function tokenFor(access: EndpointInfo["access"]) {
  if (access === "public") return null;
  // A viewer route is called as the viewer it answers.
  const holder = access === "viewer" ? "user" : access;
  tokens[holder] ??= holder === "admin" ? await adminToken() : (await newUser("refused")).token;
  return tokens[holder]!;
}

beforeAll(async () => {
  await seedDemo(todayIn(env.SITE_TIMEZONE));
  doc = (await call("GET", "/openapi.json")).data;
});

describe("the API's refusals", () => {
  it("are each listed in the document for its operation, as {error}", async () => {
    const undocumented: string[] = [];
    let refusals = 0;
    for (const endpoint of listEndpoints(api)) {
      const path = concretePath(endpoint.path);
      const documented = Object.keys(
        doc.paths[openApiPath(withFirstWords(endpoint.path))]?.[endpoint.method.toLowerCase()]?.responses ?? {},
      );
      for (const mistake of mistakes(endpoint)) {
        const token = mistake.signed ? await tokenFor(endpoint.access) : null;
        const answer = await call(endpoint.method, `${path}${mistake.query ?? ""}`, { ...mistake.init, token });
        if (answer.status < 400) {
          if (token) delete tokens[endpoint.access as "user" | "admin"];
          continue;
        }
        refusals += 1;
        const where = `${endpoint.method} ${endpoint.path} with ${mistake.name}: ${answer.status} ${JSON.stringify(answer.data)}`;
        if (!documented.includes(String(answer.status))) undocumented.push(where);
        expect(answer.data, where).toEqual({ error: expect.any(String) });
      }
    }
    expect(refusals).toBeGreaterThan(150);
    expect(undocumented).toEqual([]);
  });
});
