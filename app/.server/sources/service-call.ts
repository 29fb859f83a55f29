// A call to a tracker's JSON API (Bangumi, Shikimori, Simkl; decision 071) or to Bangumi's public
// catalogue (the series lookup), and any tracker's token request
// (app/domain/trackers/oauth.server.ts), as askSource asks it: the site names itself
// (SITE_USER_AGENT), a 429 pauses the service for everyone, and the answer is read by the caller's
// schema before it is used. Calls to one service may be spaced (Shikimori takes 90 a minute, Simkl
// one write a second): the sources queue sends one message at a time.
import type { z } from "zod";
import type { AppContext } from "../context";
import { SourceUnavailable } from "~/lib/refusals";
import { SITE_USER_AGENT } from "~/lib/site-user-agent";
import { SOURCE_NAMES, type ListService } from "~/lib/vocabulary/series-sources";
import { askSource, sourceJson } from "./ask";

/**
 * When each service last answered this isolate, for the spacing: counted from the answer, not the
 * asking, so the gap holds at the service whatever the time between deciding to call and calling.
 */
const lastAnswers = new Map<ListService, number>();

async function spaced(service: ListService, spacingMs: number) {
  const wait = (lastAnswers.get(service) ?? 0) + spacingMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

export type ServiceRequest = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  /** The whole address, query included. */
  url: string;
  /** A viewer's, for their own list; none for what the service answers anyone (Bangumi's subjects). */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The least time from the last call to this service to this one. */
  spacingMs?: number;
};

/**
 * The service's answer as `schema` reads it; null for a 404 (nothing there), or for an answer with
 * no body when `schema` is null. A refusal is a SourceUnavailable carrying the service's status (a
 * 401 has the grant refreshed: app/domain/trackers/grants.server.ts).
 */
export async function serviceCall<S extends z.ZodType>(
  app: AppContext,
  service: ListService,
  request: ServiceRequest,
  schema: S | null,
): Promise<z.output<S> | null> {
  if (request.spacingMs) await spaced(service, request.spacingMs);
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...(request.token === undefined ? {} : { Authorization: `Bearer ${request.token}` }),
    "User-Agent": SITE_USER_AGENT,
    ...(request.body === undefined ? {} : { "Content-Type": "application/json" }),
    ...request.headers,
  };
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const response = await askSource(
    app,
    service,
    () => new Request(request.url, { method: request.method ?? "GET", headers, body }),
  ).finally(() => {
    if (request.spacingMs) lastAnswers.set(service, Date.now());
  });
  if (response.status === 404 || !response.ok || schema === null) {
    await response.body?.cancel();
    if (response.status === 404 || response.ok) return null;
    throw new SourceUnavailable(
      `${SOURCE_NAMES[service]} refused the request (${response.status}); try again later`,
      undefined,
      response.status,
    );
  }
  const parsed = schema.safeParse(await sourceJson(service, response));
  if (!parsed.success) throw new SourceUnavailable(`${SOURCE_NAMES[service]} answered in a shape this site does not read; try again later`);
  return parsed.data;
}

/**
 * A token request (RFC 6749 §4.1.3, §6) as the provider reads it: the fields as a form or as JSON,
 * the app's credentials as HTTP Basic when given. Answers whether it was granted, with the status
 * and the JSON, which the caller parses.
 */
export async function tokenRequest(
  app: AppContext,
  service: ListService,
  endpoint: string,
  fields: Record<string, string>,
  how: { json: boolean; basic?: { id: string; secret: string } },
) {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "User-Agent": SITE_USER_AGENT,
    "Content-Type": how.json ? "application/json" : "application/x-www-form-urlencoded",
  };
  if (how.basic) headers.Authorization = `Basic ${btoa(`${how.basic.id}:${how.basic.secret}`)}`;
  const body = () => (how.json ? JSON.stringify(fields) : new URLSearchParams(fields));
  const response = await askSource(app, service, () => new Request(endpoint, { method: "POST", headers, body: body() }));
  return { ok: response.ok, status: response.status, answer: await sourceJson(service, response) };
}
