// AniList's GraphQL API and MyAnimeList's v2 API: one client for the series lookup and the
// trackers. Their addresses are vars whose defaults are the real ones (tests and local runs name
// stand-ins); MyAnimeList is offered only with a client id (MAL_CLIENT_ID), which every call carries.
import type { AppContext } from "../context";
import type { AppEnv } from "../env";
import { SourceUnavailable } from "~/lib/refusals";
import { SOURCE_NAMES, type SeriesSource } from "~/lib/vocabulary/series-sources";
import { askSource, sourceJson } from "./ask";

export const SOURCE_DEFAULTS = {
  ANILIST_GRAPHQL_URL: "https://graphql.anilist.co",
  MAL_API_URL: "https://api.myanimelist.net/v2",
} as const;

/** The sources this site can ask: AniList always, MyAnimeList when it has a client id. */
export const offeredSources = (env: AppEnv): SeriesSource[] => (env.MAL_CLIENT_ID ? ["anilist", "mal"] : ["anilist"]);

/**
 * A GraphQL query's `data`, or null when AniList says what was asked for does not exist (it
 * answers 404 for a `Media(id:)` it lacks). `token`: a viewer's, for their own list.
 */
export async function aniListQuery<T>(
  app: AppContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T | null> {
  const address = app.env.ANILIST_GRAPHQL_URL ?? SOURCE_DEFAULTS.ANILIST_GRAPHQL_URL;
  const response = await askSource(
    app,
    "anilist",
    () =>
      new Request(address, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      }),
  );
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  const answer = await sourceJson<{ data?: T | null; errors?: { message: string }[] }>("anilist", response);
  if (!response.ok || !answer.data) throw unreadable("anilist", response.status);
  return answer.data;
}

/** A MyAnimeList v2 GET's answer, or null for a 404 (no such anime). `token`: a viewer's, for their own list. */
export async function malGet<T>(app: AppContext, path: string, params: Record<string, string>, token?: string): Promise<T | null> {
  const base = app.env.MAL_API_URL ?? SOURCE_DEFAULTS.MAL_API_URL;
  const address = `${base}${path}?${new URLSearchParams(params)}`;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : { "X-MAL-CLIENT-ID": app.env.MAL_CLIENT_ID ?? "" };
  const response = await askSource(app, "mal", () => new Request(address, { headers: { Accept: "application/json", ...headers } }));
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unreadable("mal", response.status);
  }
  return sourceJson<T>("mal", response);
}

/** A source that refused a well-formed request (a revoked client id, a changed API): the site's to fix, not the caller's. */
const unreadable = (source: SeriesSource, status: number) =>
  new SourceUnavailable(`${SOURCE_NAMES[source]} refused the request (${status}); try again later`, undefined, status);

/**
 * A change to the viewer's own MyAnimeList list (`PATCH` with a form body, or `DELETE`); a 404 on a
 * delete (nothing there to remove) is no failure.
 */
export async function malSend(
  app: AppContext,
  method: "PATCH" | "DELETE",
  path: string,
  form: Record<string, string> | null,
  token: string,
) {
  const base = app.env.MAL_API_URL ?? SOURCE_DEFAULTS.MAL_API_URL;
  const response = await askSource(
    app,
    "mal",
    () =>
      new Request(`${base}${path}`, {
        method,
        headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
        ...(form ? { body: new URLSearchParams(form) } : {}),
      }),
  );
  await response.body?.cancel();
  if (!response.ok && !(method === "DELETE" && response.status === 404)) throw unreadable("mal", response.status);
}
