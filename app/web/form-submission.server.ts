// The server half of every page form (Conform): a submission parsed with the form's schema, and
// the replies that send field errors and what was typed back to the page, JavaScript or not.
import { parse, type Submission as ConformSubmission, type SubmissionResult } from "@conform-to/react";
import { data, type HeadersArgs, type HeadersFunction } from "react-router";
import { z } from "zod";
import { formFields } from "~/lib/forms";
import { formWithin } from "~/lib/read-within";
import { discardFormUploads } from "./form-upload.server";
import { DomainError, FieldError, refusalAnswer } from "~/lib/refusals";
import { translateRefusal } from "~/i18n/refusal-texts";

/** A form of text fields only: far more than any form the site draws holds. */
export const TEXT_FORM_BYTES = 256 * 1024;
/** A form that carries a file of at most `fileBytes`, beside its fields and the multipart envelope. */
export const fileFormBytes = (fileBytes: number) => fileBytes + TEXT_FORM_BYTES;

/**
 * A page form's fields, its body read within `limit` bytes as it arrives (chunked or declared)
 * before anything parses it: past it the page answers 413 with `tooLarge` (issue #49). A body
 * that does not parse as a form (a cut multipart, say) is the sender's mistake: 400, never a 500.
 */
export async function readForm(
  request: Request,
  { limit = TEXT_FORM_BYTES, tooLarge = "The form is too large to send." }: { limit?: number; tooLarge?: string } = {},
): Promise<FormData> {
  try {
    return await formWithin(request, limit, { tooLarge, damaged: "The form could not be read." });
  } catch (error) {
    throw asRefusal(error);
  }
}

/**
 * The `headers` of a page whose action can be rate limited: React Router keeps only the cookies of
 * what an action answers unless the page passes more on, so a 429's Retry-After is passed on here
 * (issue #34). The API says the same through its own error handler.
 */
export const refusalPageHeaders: HeadersFunction = (args) => {
  const headers = new Headers(args.parentHeaders);
  for (const [name, value] of retryAfterHeader(args)) headers.set(name, value);
  return headers;
};

/** A 429's Retry-After, from what the page's action answered or its loader threw, for a page's own `headers`. */
export const retryAfterHeader = ({
  actionHeaders,
  errorHeaders,
}: Pick<HeadersArgs, "actionHeaders" | "errorHeaders">): [string, string][] => {
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After");
  return retryAfter ? [["Retry-After", retryAfter]] : [];
};

/** A rule the domain refused, as the page's error answer with its status and text; anything else as it was. */
export const asRefusal = (error: unknown) =>
  error instanceof DomainError ? data(translateRefusal(error.message), refusalAnswer(error).init) : error;

/**
 * A button posted from another page (follow, a list entry, mark read), which answers by going back
 * there: there is no form to draw again, so its fields meet `schema` or the page answers 400 with
 * the first problem, then `write` runs and a refusal answers its status (decision 043's exception).
 */
export async function runButtonForm<S extends z.ZodType>(form: FormData, schema: S, write: (input: z.output<S>) => Promise<unknown>) {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(translateRefusal(parsed.error.issues[0]?.message ?? "Bad request"), { status: 400 });
  try {
    await write(parsed.data);
  } catch (error) {
    throw asRefusal(error);
  }
}

/**
 * The one way a page form is answered (decision 043). The form's fields (`fields`, when the page
 * reshapes them first: rows into lists, a checkbox's last value) must meet the domain's `schema`,
 * else 400 with every field's problem and what was typed. Then `write` calls the domain and
 * returns the page's answer (a redirect), or nothing when the page stays to say it went through
 * (what was typed comes back, secrets left out). A rule the domain
 * refuses answers its status, next to its field or above the form, and takes back what the form
 * uploaded; anything else is not the user's doing and is thrown. `extra` is what else the page
 * needs to draw a refused form again (an unsaved list's rows, say).
 */
export async function submitForm<S extends z.ZodType, Answer, Extra extends object = object>(
  form: FormData,
  schema: S,
  write: (input: z.output<S>) => Promise<Answer | undefined>,
  { fields = formFields(form), extra }: { fields?: unknown; extra?: Extra } = {},
) {
  const submission = parseFields(form, fields, schema);
  if (submission.status !== "success") return invalid(submission, { ...(extra as Extra), statusCode: 400 });
  try {
    // Nothing returned: the page stays, and its reply says the write went through.
    return (await write(submission.value)) ?? ({ ...accepted(submission), ...extra } as SubmissionResult<string[]> & Partial<Extra>);
  } catch (error) {
    await discardFormUploads(form);
    return refused(submission, error, { ...(extra as Extra), statusCode: error instanceof DomainError ? error.status : 500 });
  }
}

/** A refusal before any schema ran (no such series, a file that cannot be read, an unknown button), as the same reply. */
export const refuseForm = <Extra extends object = object>(form: FormData, error: DomainError, extra?: Extra) =>
  refused(parseFields(form, null, z.unknown()), error, { ...(extra as Extra), statusCode: error.status });

/** The answer to a button this page does not have (a tampered or stale form). */
export const unknownIntent = <Extra extends object = object>(form: FormData, extra?: Extra) =>
  refuseForm(form, new DomainError(400, "Unknown action"), extra);

type Submission = ConformSubmission<unknown, string[], unknown>;

/** Conform's path of a zod issue ("servers[0].url"), the key its reply files the error under. */
const fieldPath = (path: readonly PropertyKey[]) =>
  path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`)).join("");

/**
 * A submission whose fields the page reshapes before the schema reads them (repeated rows into a
 * list, a checkbox's last value, an upload's stored address): the schema judges `fields`, and a
 * reply still sends back what the form itself held.
 */
function parseFields<S extends z.ZodType>(form: FormData, fields: unknown, schema: S) {
  return parse<z.output<S>, string[]>(form, {
    resolve: () => {
      const parsed = schema.safeParse(fields);
      if (parsed.success) return { value: parsed.data };
      const error: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (error[fieldPath(issue.path)] ??= []).push(translateRefusal(issue.message));
      return { error };
    },
  });
}

/** Passwords and PINs are never sent back into a page, nor a passkey's answer (good once, and long). */
const SECRET_FIELDS = ["password", "confirm_password", "current_password", "passkey", "pin"];

/** Secrets, and files (a page cannot refill a file input), stay out of a reply. */
const hiddenFields = (submission: Submission) => [
  ...SECRET_FIELDS,
  ...Object.keys(submission.payload).filter((name) => submission.payload[name] instanceof File),
];

/**
 * A 400 with every field's first problem and the typed values (secrets left out); `extra` is
 * what else the page needs to draw the refused form again (an unsaved list's rows, say).
 */
function invalid<Extra extends object = object>(submission: Submission, extra?: Extra) {
  return data({ ...submission.reply({ hideFields: hiddenFields(submission) }), ...extra } as SubmissionResult<string[]> & Partial<Extra>, {
    status: 400,
  });
}

/** The reply of a write that went through, for a page that stays to say so (secrets left out). */
const accepted = (submission: Submission) => submission.reply({ hideFields: hiddenFields(submission) });

/**
 * A rule the domain refused after the schema passed: a FieldError goes next to its field, any
 * other refusal above the form; anything else is not the user's doing and is thrown.
 */
function refused<Extra extends object = object>(submission: Submission, error: unknown, extra?: Extra) {
  if (!(error instanceof DomainError)) throw error;
  const hideFields = hiddenFields(submission);
  const reply: SubmissionResult<string[]> = submission.reply(
    error instanceof FieldError
      ? { fieldErrors: { [error.field]: [translateRefusal(error.message)] }, hideFields }
      : { formErrors: [translateRefusal(error.message)], hideFields },
  );
  return data({ ...reply, ...extra } as SubmissionResult<string[]> & Partial<Extra>, refusalAnswer(error).init);
}
