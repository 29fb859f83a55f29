// AniSkip's public database of openings, endings and recaps (API v2, aniskip/aniskip-api), asked
// for an episode no admin has timed: once per episode and length, the answer kept in KV (a week;
// "nothing known" a day), so its 120 reads a minute are never the site's limit. Whatever it
// answers is parsed before use; when it fails or says something else, the episode has no
// segments from it this time, and nothing is kept.
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { jsonWithin } from "~/lib/read-within";
import type { SegmentKind } from "~/lib/vocabulary/segment-kinds";
import { Segment, type SegmentView } from "./responses";

export const ANISKIP_DEFAULT_URL = "https://api.aniskip.com";
const TIMEOUT_MS = 5_000;
/** An answer holds at most one result a type: a few hundred bytes. */
const ANSWER_MAX_BYTES = 64 * 1024;
const FOUND_SECONDS = 7 * 24 * 3600;
const NOTHING_KNOWN_SECONDS = 24 * 3600;

/** AniSkip's types, as this site names them (it has no preview). */
const KINDS = { op: "intro", ed: "outro", "mixed-op": "mixed_intro", "mixed-ed": "mixed_outro", recap: "recap" } as const satisfies Record<
  string,
  SegmentKind
>;
const TYPES = Object.keys(KINDS) as (keyof typeof KINDS)[];

const Answer = z.object({
  found: z.boolean(),
  results: z
    .array(
      z.object({
        interval: z.object({ startTime: z.number().min(0).max(86_400), endTime: z.number().min(0).max(86_400) }),
        skipType: z.enum(TYPES),
        skipId: z.string().max(100),
      }),
    )
    .max(TYPES.length * 4),
});
const Kept = z.array(Segment);

const keyOf = (malId: number, episodeNumber: number, length: number) => `aniskip:${malId}:${episodeNumber}:${length}`;

async function ask(app: AppContext, malId: number, episodeNumber: number, length: number): Promise<SegmentView[] | null> {
  const base = (app.env.ANISKIP_API_URL ?? ANISKIP_DEFAULT_URL).replace(/\/$/, "");
  const address = new URL(`${base}/v2/skip-times/${malId}/${episodeNumber}`);
  for (const type of TYPES) address.searchParams.append("types", type);
  address.searchParams.set("episodeLength", String(length));
  const response = await fetch(address, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: "application/json" } }).catch(
    () => null,
  );
  if (!response || (response.status !== 200 && response.status !== 404)) {
    await response?.body?.cancel();
    return null;
  }
  // Too large, cut short or not JSON: no answer, which the schema refuses as it refuses a wrong shape.
  const json = await jsonWithin(response, ANSWER_MAX_BYTES, { tooLarge: "", damaged: "" }).catch(() => undefined);
  const answer = Answer.safeParse(json);
  // "Nothing known" is a 404 with {found: false}: no segments, not a failure.
  if (!answer.success || answer.data.found !== (response.status === 200)) return null;
  return answer.data.results
    .filter(({ interval }) => interval.endTime > interval.startTime)
    .map(({ interval, skipType, skipId }) => ({
      id: `aniskip-${skipId}`,
      kind: KINDS[skipType],
      start: interval.startTime,
      end: interval.endTime,
      source: "aniskip" as const,
      votes: 0,
    }));
}

/** The episode's segments AniSkip knows, asked only when KV keeps no answer; `length` 0: any length. */
export async function aniSkipSegments(app: AppContext, malId: number, episodeNumber: number, length: number): Promise<SegmentView[]> {
  const key = keyOf(malId, episodeNumber, length);
  const kept = Kept.safeParse(await app.env.CACHE.get(key, "json").catch(() => null));
  if (kept.success) return kept.data;
  const found = await ask(app, malId, episodeNumber, length);
  if (found === null) return [];
  const expirationTtl = found.length > 0 ? FOUND_SECONDS : NOTHING_KNOWN_SECONDS;
  await app.env.CACHE.put(key, JSON.stringify(found), { expirationTtl }).catch(() => {});
  return found;
}
