// Each API route declares who may call it with a marker middleware, and validates its input with
// `validate`. Both record what they are, so the guard (deny by default), the OpenAPI document and
// the authorization tests all read the routes' own declarations.
import { zValidator } from "@hono/zod-validator";
import type { Hono, MiddlewareHandler, ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { firstIssue } from "~/lib/schema-fields";

export type Access = "public" | "user" | "admin";
type Marker = { access: Access; summary: string; multipart?: Record<string, "file" | "text">; status?: number };
type Validator = { target: keyof ValidationTargets; schema: z.ZodType };

const markers = new WeakMap<object, Marker>();
const validators = new WeakMap<object, Validator>();

function marker(info: Marker): MiddlewareHandler {
  const middleware = createMiddleware(async (_c, next) => next());
  markers.set(middleware, info);
  return middleware;
}

type Extra = Pick<Marker, "multipart" | "status">;
export const publicRoute = (summary: string, extra: Extra = {}) => marker({ access: "public", summary, ...extra });
export const userRoute = (summary: string, extra: Extra = {}) => marker({ access: "user", summary, ...extra });
export const adminRoute = (summary: string, extra: Extra = {}) => marker({ access: "admin", summary, ...extra });

/** zValidator answering the house error shape: 400 `{"error": "<first problem>"}`. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) => {
  const middleware = zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssue(result.error) }, 400);
  });
  validators.set(middleware, { target, schema });
  return middleware;
};

export type RouteHandlerRef = { method: string; path: string; handler: unknown };

export type EndpointInfo = {
  method: string;
  path: string;
  access: Access;
  summary?: string;
  multipart?: Marker["multipart"];
  status?: number;
  inputs: Validator[];
};

/** What an endpoint declared, from the handlers registered for its method and path. */
export function endpointInfo(method: string, path: string, handlers: unknown[]): EndpointInfo {
  const declared = handlers.map((handler) => markers.get(handler as object)).find(Boolean);
  const inputs = handlers.map((handler) => validators.get(handler as object)).filter((v): v is Validator => Boolean(v));
  // A route that declares nothing is an admin route: forgetting the marker fails closed.
  return { method, path, access: declared?.access ?? "admin", summary: declared?.summary, multipart: declared?.multipart, status: declared?.status, inputs };
}

/** Every endpoint of a router (middleware registered with `use` left out). */
export function listEndpoints(app: Hono<any>): EndpointInfo[] {
  const grouped = new Map<string, RouteHandlerRef[]>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    grouped.set(key, [...(grouped.get(key) ?? []), route]);
  }
  return [...grouped.values()].map((routes) => endpointInfo(routes[0]!.method, routes[0]!.path, routes.map((route) => route.handler)));
}

/** Endpoints by "METHOD path", for the guard. */
export function endpointIndex(app: Hono<any>): Map<string, EndpointInfo> {
  return new Map(listEndpoints(app).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));
}
