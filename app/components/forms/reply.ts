import type { SubmissionResult } from "@conform-to/react";

/**
 * A server reply read without Conform's client hook, for a form on a page that must stay light
 * (the admin login shares its route with the series page): errors and typed values still show.
 */
export function readReply(reply: Partial<SubmissionResult<string[]>> | null | undefined) {
  return {
    formError: reply?.error?.[""]?.[0],
    /** The form's own error, else the first field's: for a page that shows one alert above its forms. */
    firstError: reply?.error?.[""]?.[0] ?? Object.values(reply?.error ?? {}).flat()[0] ?? undefined,
    fieldError: (name: string) => reply?.error?.[name]?.[0],
    typed: (name: string) => (typeof reply?.initialValue?.[name] === "string" ? (reply.initialValue[name] as string) : undefined),
  };
}
