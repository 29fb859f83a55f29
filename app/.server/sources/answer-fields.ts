// The fields AniList, MyAnimeList and Bangumi answer, as schemas: whatever a source says is parsed before
// the site uses it (issue #80). A source's number may be fractional, negative or past any date
// the site can write (`updatedAt: 1e15`); these take only what the site can keep.
import { z } from "zod";

/** An id at a source: a whole number from 1. */
export const sourceId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A count a source keeps (episodes, episodes watched): a whole number from 0. */
export const sourceCount = z.number().int().min(0).max(1_000_000);

/** The last instant a JavaScript date can write as ISO 8601 with a four-digit year: 9999-12-31T23:59:59Z. */
const LAST_SECOND = 253_402_300_799;

/** Seconds since 1970 (AniList's `airingAt`, `updatedAt`), as an ISO instant: within the years a date is written with. */
export const epochSecondsInstant = z
  .number()
  .int()
  .min(1)
  .max(LAST_SECOND)
  .transform((seconds) => new Date(seconds * 1000).toISOString());

/** An ISO 8601 date-time (MyAnimeList's `updated_at`), as the site writes instants; refused when it is no date or out of range. */
export const isoInstant = z.string().transform((text, context) => {
  const time = Date.parse(text);
  if (Number.isFinite(time) && time > 0 && time <= LAST_SECOND * 1000) return new Date(time).toISOString();
  context.addIssue({ code: "custom", message: "not a date the site can keep" });
  return z.NEVER;
});

/** A source's text, cut to what the site keeps of it. */
export const sourceText = (most: number) => z.string().transform((text) => text.slice(0, most));

/**
 * A calendar day as Bangumi writes one (a subject's `date`, an episode's `airdate`: YYYY-MM-DD),
 * or null. Its wiki is written by hand: an empty day, or one no calendar has, is taken as unknown.
 */
export const sourceDay = z
  .string()
  .nullish()
  .transform((text) => {
    if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
    const time = Date.parse(`${text}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(text) ? text : null;
  });
