import type { Hono } from "hono";
import { z } from "zod";
import { listEndpoints, type EndpointInfo } from "./route-meta";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const toJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** "/series/:id{[0-9]+}" becomes "/api/series/{id}". */
export const openApiPath = (routePath: string) => `/api${routePath.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`.replace(/\/$/, "") || "/api";

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function operation(endpoint: EndpointInfo) {
  const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1], in: "path", required: true, schema: { type: "integer" } }));
  const query = endpoint.inputs.find((input) => input.target === "query");
  const queryParams = query
    ? Object.entries(toJsonSchema(query.schema).properties ?? {}).map(([name, schema]) => ({ name, in: "query", required: toJsonSchema(query.schema).required?.includes(name) ?? false, schema }))
    : [];
  const json = endpoint.inputs.find((input) => input.target === "json");
  const requestBody = json
    ? { required: true, content: { "application/json": { schema: toJsonSchema(json.schema) } } }
    : endpoint.multipart
      ? {
          required: true,
          content: {
            "multipart/form-data": {
              schema: { type: "object", properties: Object.fromEntries(Object.entries(endpoint.multipart).map(([name, kind]) => [name, kind === "file" ? { type: "string", format: "binary" } : { type: "string" }])) },
            },
          },
        }
      : undefined;
  const responses: Record<string, unknown> = { [String(endpoint.status ?? 200)]: { description: "Success", content: { "application/json": {} } } };
  if (json || query || endpoint.multipart) responses["400"] = errorResponse("Invalid input");
  if (endpoint.access !== "public") {
    responses["401"] = errorResponse("No token, or a bad or expired one");
    responses["403"] = errorResponse(endpoint.access === "admin" ? "Not an admin token, or IP not allowed" : "Blocked account, or not a user token");
  }
  return {
    summary: endpoint.summary,
    "x-access": endpoint.access,
    security: endpoint.access === "public" ? [] : [{ bearerAuth: [] }],
    parameters: [...pathParams, ...queryParams],
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 description of every route, from the routes' own markers and validators. */
export function openApiDocument(api: Hono<any>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of listEndpoints(api)) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: "3.1.0",
    info: { title: "AnimeStream API", version: "1.0.0", description: "Errors are JSON {\"error\": \"...\"}." },
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { Error: { type: "object", properties: { error: { type: "string" } }, required: ["error"] } },
    },
  };
}
