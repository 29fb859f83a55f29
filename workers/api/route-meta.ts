// Each API route declares who may call it and what it answers with one marker middleware
// (`publicRoute`, `viewerRoute`, `userRoute`, `adminRoute`), and validates its input with `validate`. The marker is
// hono-openapi's `describeRoute` and `validate` carries hono-openapi's resolver, so the guard (deny
// by default), the OpenAPI document (openapi.ts) and the authorization tests all read the routes'
// own declarations. docs/decisions/019-openapi-from-routes.md
import { zValidator } from "@hono/zod-validator";
import type { Hono, MiddlewareHandler, ValidationTargets } from "hono";
import { describeRoute, resolver, uniqueSymbol, type DescribeRouteOptions } from "hono-openapi";
import { z } from "zod";
import type { AuditName } from "~/domain/audit/names";
import { firstIssue } from "~/lib/schema-fields";

/** `viewer`: public, answered as a user's token (when sent) sees it (decision 062). */
export type Access = "public" | "viewer" | "user" | "admin";
/** A refusal a route answers besides 401/403 (from its access) and 400 (from its validators). */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502;

export type RouteDoc = {
  /** The operation's unique camelCase name, e.g. getSeries. */
  operationId: string;
  summary: string;
  /** The success answer's body. */
  response: z.ZodType;
  /** The success status; 200 unless said. */
  status?: 200 | 201;
  /** The body's media type; JSON unless said. */
  mediaType?: "application/json" | "text/html";
  /** A page of a list: the count of all matches in X-Total-Count, the neighbouring pages in Link. */
  paged?: boolean;
  errors?: Refusal[];
  /** A JSON body the handler reads itself rather than through `validate` (optional when wrapped in `.optional()`). */
  body?: z.ZodType;
  /** The body is an XML document the handler reads itself (a MyAnimeList export). */
  xmlBody?: boolean;
  /** The success answer may also be an XML document (the query picks which). */
  xmlAnswer?: boolean;
  /** Multipart file fields the handler reads (with `body`'s fields beside them, when it has one). */
  multipart?: Record<string, "file">;
  /** An admin write: how the audit log names it, as its concept declares beside the command (app/domain/audit/names.ts). */
  audits?: AuditName;
};

type Marker = RouteDoc & { access: Access };
type Validator = { target: keyof ValidationTargets; schema: z.ZodType };

const markers = new WeakMap<object, Marker>();
const validators = new WeakMap<object, Validator>();

/** Resource tags and their descriptions, as the routers declared them, for the document's tag list. */
export const declaredTags = new Map<string, string>();

const refusalTexts: Record<Refusal, string> = {
  400: "Invalid input: the first problem found",
  401: "No token, or a bad, expired or ended one",
  403: "Not allowed",
  404: "No record with this id",
  409: "Conflicts with a record that exists",
  413: "The file is too large",
  415: "Not a file of an accepted type",
  429: "Too many attempts: Retry-After says how many seconds to wait",
  502: "An outside source (AniList, MyAnimeList) did not answer or refused; nothing was changed",
};
const forbidden: Record<Exclude<Access, "public">, string> = {
  viewer: "A blocked account's token",
  user: "A blocked account, or not a viewer's token",
  admin: "Not an admin token, or the caller's IP is not allowed",
};

/** A refusal as the document describes it: the house error body, `{"error": "<one sentence>"}`. */
export const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const securityOf: Record<Access, DescribeRouteOptions["security"]> = {
  public: [],
  // Either no token or a viewer's.
  viewer: [{}, { userToken: [] }],
  user: [{ userToken: [] }],
  admin: [{ adminToken: [] }],
};

const output = (schema: z.ZodType) => resolver(schema, { options: { io: "output" } });

const xmlDocument = { "application/xml": { schema: { type: "string" as const } } };

function requestBody({ body, multipart, xmlBody }: RouteDoc): DescribeRouteOptions["requestBody"] {
  if (xmlBody) return { required: true, content: xmlDocument };
  if (!body && !multipart) return undefined;
  const fields = body instanceof z.ZodOptional ? (body.unwrap() as z.ZodType) : body;
  const files =
    multipart && z.object(Object.fromEntries(Object.keys(multipart).map((name) => [name, fields ? z.file().optional() : z.file()])));
  const content = {
    ...(fields ? { "application/json": { schema: resolver(fields) } } : {}),
    ...(files ? { "multipart/form-data": { schema: resolver(fields ? z.intersection(fields, files) : files) } } : {}),
  };
  return { required: !(body instanceof z.ZodOptional), content };
}

function describe(marker: Marker, tag: string): DescribeRouteOptions {
  const refusals = [...(marker.access === "public" ? [] : ([401, 403] as const)), ...(marker.errors ?? [])];
  const success = {
    description: marker.status === 201 ? "Created" : "OK",
    ...(marker.paged
      ? { headers: { "X-Total-Count": { $ref: "#/components/headers/TotalCount" }, Link: { $ref: "#/components/headers/Link" } } }
      : {}),
    content: {
      [marker.mediaType ?? "application/json"]: { schema: output(marker.response) },
      ...(marker.xmlAnswer ? xmlDocument : {}),
    },
  };
  return {
    operationId: marker.operationId,
    tags: [tag],
    summary: marker.summary,
    security: securityOf[marker.access],
    requestBody: requestBody(marker),
    responses: {
      [marker.status ?? 200]: success,
      ...Object.fromEntries(
        refusals.map((status) => [
          status,
          errorAnswer(status === 403 && marker.access !== "public" ? forbidden[marker.access] : refusalTexts[status]),
        ]),
      ),
      // Any call may meet D1 or R2 failing in passing (workers/api/index.ts, onError).
      503: errorAnswer(
        "Storage failed in passing, or an outside source asks to wait, and nothing was changed: Retry-After says how many seconds to wait",
      ),
    },
  };
}

/** The markers of one resource's router; `tag` groups its operations in the document. */
export function routeMarkers(tag: string, description: string) {
  declaredTags.set(tag, description);
  const marker =
    (access: Access) =>
    (doc: RouteDoc): MiddlewareHandler => {
      const info = { ...doc, access };
      const middleware = describeRoute(describe(info, tag));
      markers.set(middleware, info);
      return middleware;
    };
  return { publicRoute: marker("public"), viewerRoute: marker("viewer"), userRoute: marker("user"), adminRoute: marker("admin") };
}

/** zValidator answering the house error shape: 400 `{"error": "<first problem>"}`; the document reads its schema. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) => {
  const middleware = zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssue(result.error) }, 400);
  });
  validators.set(middleware, { target, schema });
  // What hono-openapi's own `validator` attaches, so the document takes parameters and bodies from it.
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
};

export type EndpointInfo = Partial<RouteDoc> & {
  method: string;
  path: string;
  access: Access;
  inputs: Validator[];
};

/** What an endpoint declared, from the handlers registered for its method and path. */
function endpointInfo(method: string, path: string, handlers: unknown[]): EndpointInfo {
  const declared = handlers.map((handler) => markers.get(handler as object)).find(Boolean);
  const inputs = handlers.map((handler) => validators.get(handler as object)).filter((v): v is Validator => Boolean(v));
  // A route that declares nothing is an admin route: forgetting the marker fails closed.
  return { ...declared, method, path, access: declared?.access ?? "admin", inputs };
}

/** Every endpoint of a router (middleware registered with `use` left out). */
// biome-ignore lint/suspicious/noExplicitAny: lists any router, whatever its env
export function listEndpoints(app: Hono<any>): EndpointInfo[] {
  const grouped = new Map<string, { method: string; path: string; handler: unknown }[]>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    grouped.set(key, [...(grouped.get(key) ?? []), route]);
  }
  return [...grouped.values()].map((routes) =>
    endpointInfo(
      routes[0]!.method,
      routes[0]!.path,
      routes.map((route) => route.handler),
    ),
  );
}

/** Endpoints by "METHOD path", for the guard. */
// biome-ignore lint/suspicious/noExplicitAny: indexes any router, whatever its env
export function endpointIndex(app: Hono<any>): Map<string, EndpointInfo> {
  return new Map(listEndpoints(app).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));
}
