// Field schemas shared by every domain schema. Each accepts what a JSON client sends and what a
// plain HTML form sends (strings, "" for empty, "on" for a checked box), so one schema serves both.
import { z } from "zod";
import { DomainError } from "./refusals";
import { isSitePath } from "./site-path";

const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/**
 * Control characters (C0 with tab and line breaks, DEL, C1) and the bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069): text holding them shows other than it is stored, and a
 * line break splits a one-line-per-item format such as a CSV cell of subtitle tracks (issue #34).
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
export const hasHiddenCharacters = (text: string) => HIDDEN_CHARACTERS.test(text);

const webLink = z.url({ protocol: /^https?$/ });
/** Whether unpadded base64url text holds exactly `bytes` bytes (keys as browsers and VAPID tools write them). */
export const isBase64urlOf = (value: string, bytes: number) =>
  /^[A-Za-z0-9_-]+$/.test(value) && Math.floor((value.length * 3) / 4) === bytes;

/**
 * An absolute http: or https: link, as written (decision 000: links an admin enters are http(s) only).
 * The parser skips tabs and line breaks, but the text kept would still hold them: they are refused.
 */
export const isHttpUrl = (value: string) => !hasHiddenCharacters(value) && webLink.safeParse(value).success;

/** Required text, trimmed. */
export const requiredText = (label: string, max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: `${label} is required` })
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );

/** Optional text, trimmed; empty becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .preprocess(
      (value) => emptyToNull(trimmed(value)),
      z
        .string({ error: `${label} must be text` })
        .max(max, `${label} must be at most ${max} characters`)
        .nullable(),
    )
    .optional();

/**
 * A number as JSON sends it, or as a form sends it: plain decimal text. z.coerce.number would
 * also turn `true`, `[2]`, "0x1" and "1e0" into numbers, so ids and counts would take them.
 */
const numberFromText = (pattern: RegExp) => (value: unknown) => {
  const text = trimmed(value);
  return typeof text === "string" && pattern.test(text) ? Number(text) : text;
};
/** Digits with an optional sign and fraction; the schema then says what is wrong with the number. */
export const fromDecimalText = numberFromText(/^-?\d+(\.\d+)?$/);
/** Digits only, as an id is written. */
export const fromDigits = numberFromText(/^\d+$/);

/** Optional whole number within bounds; empty becomes null. */
export const optionalInt = (label: string, min: number, max: number) =>
  z
    .preprocess(
      (value) => emptyToNull(fromDecimalText(value)),
      z
        .number({ error: `${label} must be a number` })
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`)
        .nullable(),
    )
    .optional();

/** A list query's page: `limit` from 1 to `most` (the call's default when left out), `offset` from 0. */
export const pageFields = (most: number) => ({
  limit: optionalInt("limit", 1, most),
  offset: optionalInt("offset", 0, Number.MAX_SAFE_INTEGER),
});

const isMissing = (value: unknown) => value === undefined || value === null || value === "";

/** Required whole number within bounds. */
export const requiredInt = (label: string, min: number, max: number) =>
  z.preprocess(
    fromDecimalText,
    z
      .number({ error: (issue) => (isMissing(issue.input) ? `${label} is required` : `${label} must be a number`) })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

/** A required positive id: a JSON integer or a string of digits. */
export const idField = (label: string) =>
  z.preprocess(
    fromDigits,
    z
      .number({ error: (issue) => (isMissing(issue.input) ? `${label} is required` : `${label} is invalid`) })
      .int(`${label} is invalid`)
      .positive(`${label} is invalid`),
  );

const httpLink = (label: string, whenMissing: string) =>
  z
    .url({
      protocol: /^https?$/,
      error: (issue) => (isMissing(issue.input) ? whenMissing : `${label} must be an http:// or https:// link`),
    })
    .max(2000)
    // zod answers the link without the tabs and line breaks the parser skips; anything else hidden is refused.
    .refine((value) => !hasHiddenCharacters(value), `${label} must be an http:// or https:// link`);

/** An http(s) link; empty becomes null. */
export const optionalHttpUrl = (label: string) =>
  z.preprocess((value) => emptyToNull(trimmed(value)), httpLink(label, `${label} must be a link`).nullable()).optional();

export const httpUrl = (label: string) => z.preprocess(trimmed, httpLink(label, `${label} is required`));

/** An image reference: a site path ("/uploads/...", "/logo1.gif") or an http(s) link; empty becomes null. */
export const optionalImage = (label: string) =>
  z
    .preprocess(
      (value) => emptyToNull(trimmed(value)),
      z
        .string({ error: `${label} must be a path or link` })
        .max(2000)
        .refine((value) => isSitePath(value) || isHttpUrl(value), `${label} must be an uploaded image or an http(s) link`)
        .nullable(),
    )
    .optional();

/** A flag: true/false, 1/0, "1"/"0", "true"/"false", or a checkbox's "on" ("" and "off" are false). */
export const flagField = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z.union([z.boolean(), z.stringbool({ truthy: ["true", "1", "on"], falsy: ["false", "0", "off", ""], case: "sensitive" })], {
    error: "Flags must be true or false",
  }),
);

const isoDate = (label: string, whenMissing: string) =>
  z.iso.date({ error: (issue) => (isMissing(issue.input) ? whenMissing : `${label} must be a date (YYYY-MM-DD)`) });

export const dateField = (label: string) => z.preprocess(trimmed, isoDate(label, `${label} is required`));

export const optionalDate = (label: string) =>
  z.preprocess((value) => emptyToNull(trimmed(value)), isoDate(label, `${label} must be a date`).nullable()).optional();

/** A wall-clock time as HH:MM. */
export const timeField = (label: string) =>
  z.preprocess(
    trimmed,
    z.iso.time({
      precision: -1,
      error: (issue) => (isMissing(issue.input) ? `${label} is required` : `${label} must be HH:MM (00:00 to 23:59)`),
    }),
  );

/** An optional enum value; empty becomes null. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z
    .preprocess(
      (value) => emptyToNull(trimmed(value)),
      z.enum(values, { error: `${label} must be one of ${values.join(", ")}` }).nullable(),
    )
    .optional();

/** A list given as an array or as comma-joined text, answered as trimmed, non-empty strings. */
export const stringList = (label: string, maxItems: number, maxLength: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.split(",") : value),
    z
      .array(z.string({ error: `${label} must be text` }).max(maxLength, `Each of ${label} must be at most ${maxLength} characters`), {
        error: `${label} must be a list`,
      })
      .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0))
      .pipe(z.array(z.string()).max(maxItems, `At most ${maxItems} ${label}`)),
  );

/** A list of ids given as an array or comma-joined text. */
export const idList = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter((item) => item.trim() !== "") : value),
    z
      .array(
        z.preprocess(
          fromDigits,
          z
            .number({ error: `${label} must be numbers` })
            .int(`${label} must be valid ids`)
            .positive(`${label} must be valid ids`),
        ),
        { error: `${label} must be a list` },
      )
      .max(50),
  );

/** The first problem of a failed parse, as one sentence for `{"error": ...}`. */
export function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const where = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
  return issue.message.startsWith("Invalid input") ? `${where}: ${issue.message}` : issue.message;
}

/** `value` as `schema` reads it; else a 400 refusal saying the first problem (firstIssue). */
export function parsedOrRefused<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DomainError(400, firstIssue(parsed.error));
  return parsed.data;
}
