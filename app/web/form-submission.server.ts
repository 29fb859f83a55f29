// The server half of every page form (Conform): a submission parsed with the form's schema, and
// the replies that send field errors and what was typed back to the page, JavaScript or not.
import { parse, type Submission as ConformSubmission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type HeadersFunction } from "react-router";
import type { z } from "zod";
import { DomainError, FieldError, refusalAnswer } from "~/lib/refusals";

/** A page form's fields. A body that does not parse as one (a cut multipart, say) is the sender's mistake: 400, never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read.", { status: 400 });
  }
}

/**
 * The `headers` of a page whose action can be rate limited: React Router keeps only the cookies of
 * what an action answers unless the page passes more on, so a 429's Retry-After is passed on here
 * (issue #34). The API says the same through its own error handler.
 */
export const refusalPageHeaders: HeadersFunction = ({ parentHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** A rule the domain refused, as the page's error answer with its status and text; anything else as it was. */
export const asRefusal = (error: unknown) => (error instanceof DomainError ? data(error.message, refusalAnswer(error).init) : error);

/**
 * A small form with no field errors to show (a button): its fields meet `schema` or the page
 * answers 400 with the first problem, then `write` runs and a refusal answers its status.
 */
export async function runButtonForm<S extends z.ZodType>(form: FormData, schema: S, write: (input: z.output<S>) => Promise<unknown>) {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "Bad request", { status: 400 });
  try {
    await write(parsed.data);
  } catch (error) {
    throw asRefusal(error);
  }
}

/**
 * The schemas read form text themselves (empty is null, digits are numbers), as the API's JSON
 * does, so Conform's own coercion stays off: one schema, one reading, at both doors.
 */
export const parseSubmission = <S extends z.ZodType>(form: FormData, schema: S) =>
  parseWithZod(form, { schema, disableAutoCoercion: true });

type Submission = ConformSubmission<unknown, string[], unknown>;

/** Conform's path of a zod issue ("servers[0].url"), the key its reply files the error under. */
const fieldPath = (path: readonly PropertyKey[]) =>
  path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`)).join("");

/**
 * A submission whose fields the page reshapes before the schema reads them (repeated rows into a
 * list, a checkbox's last value, an upload's stored address): the schema judges `fields`, and a
 * reply still sends back what the form itself held.
 */
export function parseFields<S extends z.ZodType>(form: FormData, fields: unknown, schema: S) {
  return parse<z.output<S>, string[]>(form, {
    resolve: () => {
      const parsed = schema.safeParse(fields);
      if (parsed.success) return { value: parsed.data };
      const error: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (error[fieldPath(issue.path)] ??= []).push(issue.message);
      return { error };
    },
  });
}

/** Passwords are never sent back into a page, nor a passkey's answer (good once, and long). */
const SECRET_FIELDS = ["password", "confirm_password", "current_password", "passkey"];

/** Secrets, and files (a page cannot refill a file input), stay out of a reply. */
const hiddenFields = (submission: Submission) => [
  ...SECRET_FIELDS,
  ...Object.keys(submission.payload).filter((name) => submission.payload[name] instanceof File),
];

/**
 * A 400 with every field's first problem and the typed values (secrets left out); `extra` is
 * what else the page needs to draw the refused form again (an unsaved list's rows, say).
 */
export function invalid<Extra extends object = object>(submission: Submission, extra?: Extra) {
  return data({ ...submission.reply({ hideFields: hiddenFields(submission) }), ...extra } as SubmissionResult<string[]> & Partial<Extra>, {
    status: 400,
  });
}

/** The reply of a write that went through, for a page that stays to say so (secrets left out). */
export const accepted = (submission: Submission) => submission.reply({ hideFields: hiddenFields(submission) });

/**
 * A rule the domain refused after the schema passed: a FieldError goes next to its field, any
 * other refusal above the form; anything else is not the user's doing and is thrown.
 */
export function refused<Extra extends object = object>(submission: Submission, error: unknown, extra?: Extra) {
  if (!(error instanceof DomainError)) throw error;
  const hideFields = hiddenFields(submission);
  const reply: SubmissionResult<string[]> = submission.reply(
    error instanceof FieldError
      ? { fieldErrors: { [error.field]: [error.message] }, hideFields }
      : { formErrors: [error.message], hideFields },
  );
  return data({ ...reply, ...extra } as SubmissionResult<string[]> & Partial<Extra>, refusalAnswer(error).init);
}

/** The reply of a page's passkey post: the form it came from stays as it was, with the refusal above it. */
export const refusedPasskey = (form: FormData, error: unknown) => refused(parse(form, { resolve: () => ({ value: {} }) }), error);
