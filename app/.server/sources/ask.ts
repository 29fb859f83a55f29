// The outside catalogues (AniList, MyAnimeList) as every caller asks them: the series lookup,
// and the trackers after it. Their limits are honoured for the whole site, not per request: a
// 429's Retry-After is kept in KV, and until it passes nobody here asks that source again. A
// failure is a refusal the doors answer (502, or 503 with Retry-After), never a 500.
import type { AppContext } from "../context";
import { jsonWithin } from "~/lib/read-within";
import { DomainError, SourceUnavailable } from "~/lib/refusals";
import { SOURCE_NAMES, type ListService } from "~/lib/vocabulary/series-sources";

/** How long a source has to answer. */
const TIMEOUT_MS = 10_000;
/** A Retry-After this short is waited out within the request; a longer one is the caller's to wait. */
const MAX_WAIT_SECONDS = 2;
/** What a 429 without a readable Retry-After is taken to ask (AniList's window is a minute). */
const DEFAULT_RETRY_SECONDS = 60;
const pauseKey = (source: ListService) => `source-pause:${source}`;

/** Retry-After as seconds from now: a number of seconds or an HTTP date (RFC 9110), at least 1. */
export function retryAfterSeconds(said: string | null, now = Date.now()): number {
  const seconds = said === null ? Number.NaN : /^\d+$/.test(said.trim()) ? Number(said) : Math.ceil((Date.parse(said) - now) / 1000);
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), 3600) : DEFAULT_RETRY_SECONDS;
}

async function pausedFor(app: AppContext, source: ListService): Promise<number> {
  const until = Number((await app.env.CACHE.get(pauseKey(source)).catch(() => null)) ?? 0);
  return Math.ceil((until - Date.now()) / 1000);
}

async function pause(app: AppContext, source: ListService, seconds: number) {
  // KV keeps a key 60 s at least; the time it holds says when the pause really ends.
  await app.env.CACHE.put(pauseKey(source), String(Date.now() + seconds * 1000), { expirationTtl: Math.max(60, seconds) }).catch(() => {});
}

const unavailable = (source: ListService, what: string) => new SourceUnavailable(`${SOURCE_NAMES[source]} ${what}; try again later`);
const busy = (source: ListService, seconds: number) =>
  new SourceUnavailable(`${SOURCE_NAMES[source]} asks to wait ${seconds} s before it is asked again`, seconds);

/**
 * The source's answer to the request `make` builds (built again for a retry: a body is read once).
 * A 429 whose Retry-After is short is waited out and asked once more; a longer one pauses the
 * source for everyone and answers 503. No answer in time, or a 5xx, answers 502.
 */
export async function askSource(app: AppContext, source: ListService, make: () => Request): Promise<Response> {
  const paused = await pausedFor(app, source);
  if (paused > 0) throw busy(source, paused);
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(make(), { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => {
      throw unavailable(source, "did not answer");
    });
    if (response.status === 429) {
      await response.body?.cancel();
      const seconds = retryAfterSeconds(response.headers.get("Retry-After"));
      if (attempt === 0 && seconds <= MAX_WAIT_SECONDS) {
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      await pause(app, source, seconds);
      throw busy(source, seconds);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw unavailable(source, `answered ${response.status}`);
    }
    return response;
  }
}

/** The most of a source's answer the site reads: a viewer's list of 20,000 entries is about 4 MB as AniList writes it. */
export const SOURCE_ANSWER_MAX_BYTES = 8 * 1024 * 1024;

/** A source's answer past SOURCE_ANSWER_MAX_BYTES: refused before it is parsed, with nothing written. */
export class SourceAnswerTooLarge extends DomainError {
  constructor(readonly source: ListService) {
    super(413, `${SOURCE_NAMES[source]} answered more than this site reads (over 8 MB); nothing was changed`);
  }
}

/**
 * The answer's JSON, read as it arrives and refused (SourceAnswerTooLarge) once past
 * SOURCE_ANSWER_MAX_BYTES; a 502 naming the source when it is cut short or not JSON. What it
 * holds is still unknown: each caller parses it with its own schema.
 */
export async function sourceJson(source: ListService, response: Response): Promise<unknown> {
  return jsonWithin(response, SOURCE_ANSWER_MAX_BYTES, { tooLarge: "", damaged: "" }).catch((error: DomainError) => {
    throw error.status === 413 ? new SourceAnswerTooLarge(source) : unavailable(source, "answered something that is not JSON");
  });
}
