// The server half of every page form (Conform): a submission parsed with the form's schema, and
// the replies that send field errors and what was typed back to the page, JavaScript or not.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/cloudflare";
import type { z } from "zod";
import { DomainError, FieldError, refusalHeaders } from "./errors";

/**
 * The schemas read form text themselves (empty is null, digits are numbers), as the API's JSON
 * does, so Conform's own coercion stays off: one schema, one reading, at both doors.
 */
export const parseSubmission = <S extends z.ZodType>(form: FormData, schema: S) => parseWithZod(form, { schema, disableAutoCoercion: true });

type Submission = ReturnType<typeof parseSubmission>;

/** Passwords are never sent back into a page. */
const SECRET_FIELDS = ["password", "confirm_password", "current_password"];

/** A 400 with every field's first problem and the typed values (secrets left out). */
export function invalid(submission: Submission) {
  return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 });
}

/** The reply of a write that went through, for a page that stays to say so (secrets left out). */
export const accepted = (submission: Submission) => submission.reply({ hideFields: SECRET_FIELDS });

/**
 * A rule the domain refused after the schema passed: a FieldError goes next to its field, any
 * other refusal above the form; anything else is not the user's doing and is thrown.
 */
export function refused(submission: Submission, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  const reply: SubmissionResult<string[]> = submission.reply(
    error instanceof FieldError ? { fieldErrors: { [error.field]: [error.message] }, hideFields: SECRET_FIELDS } : { formErrors: [error.message], hideFields: SECRET_FIELDS },
  );
  return data(reply, { status: error.status, headers: refusalHeaders(error) });
}
