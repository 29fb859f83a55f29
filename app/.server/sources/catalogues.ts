// AniList's GraphQL API and MyAnimeList's v2 API: one client for the series lookup and the
// trackers; Bangumi's API v0 is asked through serviceCall (service-call.ts), as its tracker is.
// Their addresses are vars whose defaults are the real ones (tests and local runs name stand-ins);
// MyAnimeList is offered only with a client id (MAL_CLIENT_ID), which every call carries.
import { z } from "zod";
import type { AppContext } from "../context";
import type { AppEnv } from "../env";
import { SourceUnavailable } from "~/lib/refusals";
import { SOURCE_NAMES, type SeriesSource } from "~/lib/vocabulary/series-sources";
import { askSource, sourceJson } from "./ask";
import { serviceCall } from "./service-call";

export const SOURCE_DEFAULTS = {
  ANILIST_GRAPHQL_URL: "https://graphql.anilist.co",
  MAL_API_URL: "https://api.myanimelist.net/v2",
  BANGUMI_API_URL: "https://api.bgm.tv",
} as const;

/**
 * The sources this site can ask: AniList and Bangumi always (Bangumi's subjects need no key, only a
 * User-Agent naming the app), MyAnimeList when it has a client id.
 */
export const offeredSources = (env: AppEnv): SeriesSource[] => (env.MAL_CLIENT_ID ? ["anilist", "mal", "bangumi"] : ["anilist", "bangumi"]);

/** Bangumi's API v0, for its catalogue and its tracker alike. */
export const bangumiApi = (app: AppContext) => app.env.BANGUMI_API_URL ?? SOURCE_DEFAULTS.BANGUMI_API_URL;

/** How many of a subject's episodes a page of Bangumi's `/v0/episodes` is asked for (its own limit is 200). */
export const BANGUMI_EPISODES_PAGE = 100;

/**
 * A page of a Bangumi subject's main episodes (type 0) from `offset`, as `schema` reads it: for the
 * series lookup's air days and the tracker's episode marks alike. `token`: a viewer's, for their marks.
 */
export const bangumiEpisodes = <S extends z.ZodType>(app: AppContext, subjectId: number, offset: number, schema: S, token?: string) => {
  const query = new URLSearchParams({
    subject_id: String(subjectId),
    type: "0",
    limit: String(BANGUMI_EPISODES_PAGE),
    offset: String(offset),
  });
  return serviceCall(app, "bangumi", { url: `${bangumiApi(app)}/v0/episodes?${query}`, token }, schema);
};

/** A GraphQL answer's envelope: its `data` is read by each query's own schema. */
const GraphQlAnswer = z.object({ data: z.unknown().optional() });

/** An answer that does not have the shape the site reads: the source changed, or sent what it should not. */
const unexpected = (source: SeriesSource) =>
  new SourceUnavailable(`${SOURCE_NAMES[source]} answered in a shape this site does not read; try again later`);

/** The answer parsed by `schema`, else the source's 502. */
function parsedAnswer<S extends z.ZodType>(source: SeriesSource, schema: S, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw unexpected(source);
  return parsed.data;
}

/**
 * A GraphQL query's `data` as `schema` reads it, or null when AniList says what was asked for does
 * not exist (it answers 404 for a `Media(id:)` it lacks). `token`: a viewer's, for their own list.
 */
export async function aniListQuery<S extends z.ZodType>(
  app: AppContext,
  query: string,
  variables: Record<string, unknown>,
  schema: S,
  token?: string,
): Promise<z.output<S> | null> {
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
  const answer = GraphQlAnswer.safeParse(await sourceJson("anilist", response));
  if (!response.ok || !answer.success || !answer.data.data) throw unreadable("anilist", response.status);
  return parsedAnswer("anilist", schema, answer.data.data);
}

/** A MyAnimeList v2 GET's answer as `schema` reads it, or null for a 404 (no such anime). `token`: a viewer's, for their own list. */
export async function malGet<S extends z.ZodType>(
  app: AppContext,
  path: string,
  params: Record<string, string>,
  schema: S,
  token?: string,
): Promise<z.output<S> | null> {
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
  return parsedAnswer("mal", schema, await sourceJson("mal", response));
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
