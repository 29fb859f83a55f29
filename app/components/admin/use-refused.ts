import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { m } from "~/paraglide/messages";

/**
 * The page half of an admin form: the reply of its last refused submit (Conform's), read as what
 * the refusal said, which button was pressed, each field's error, and what was typed, so a form
 * re-renders its own values and puts each error next to its field.
 */
/** A screen's text for a refused write, around what the refusal said. */
type FailureText = (inputs: { error: string }) => string;

export function useRefused() {
  const result = useActionData() as (SubmissionResult<string[]> & { statusCode?: number }) | undefined;
  const reply = result?.status === "error" ? result : null;
  const values = (reply?.initialValue ?? {}) as Record<string, unknown>;
  const sent = (name: string) => (reply?.fields?.includes(name) ? [values[name] ?? ""].flat().map(String) : null);
  const errors = Object.values(reply?.error ?? {}).flatMap((messages) => messages ?? []);
  const refused = reply
    ? {
        error: reply.error?.[""]?.[0] ?? errors[0] ?? m.admin_invalid_input(),
        status: reply.statusCode ?? 400,
        intent: String(values.intent ?? ""),
      }
    : null;
  return {
    /** The refusal's first text (the form's own error before any field's), its status and the intent it answered. */
    refused,
    /**
     * The refusal in the screen's words: the pressed button's failure text from `byIntent`, else
     * `otherwise`, around what was refused; undefined when nothing was.
     */
    failure: (otherwise: FailureText, byIntent: Partial<Record<string, FailureText>> = {}) =>
      refused ? (byIntent[refused.intent] ?? otherwise)({ error: refused.error }) : undefined,
    /** This field's error, or the first of its parts' (a list's `name[0].lang`) when the field is one text of many values. */
    fieldError: (name: string) =>
      reply?.error?.[name]?.[0] ??
      Object.entries(reply?.error ?? {}).find(([key]) => key.startsWith(`${name}[`) || key.startsWith(`${name}.`))?.[1]?.[0],
    /** What was typed into this field, else the stored value. */
    typed: (name: string, stored: string | number | null | undefined = "") => sent(name)?.at(-1) ?? (stored ?? "").toString(),
    /** The values a checkbox group sent, else null (use the stored ones). */
    typedList: (name: string) => (reply ? (sent(name) ?? []) : null),
    /** A FlagField's last value ("true" when checked), else the stored flag. */
    typedFlag: (name: string, stored: boolean) => (sent(name) ? sent(name)!.at(-1) === "true" : stored),
  };
}

type Stored = string | number | null | undefined;

/**
 * A form's fields from their one name each: the name, what the field shows (`typed`: what a
 * refused submit sent, else the stored value) and its error (`fieldError`: the server's, or the
 * browser's check's).
 */
export const fieldsOf =
  (typed: (name: string, stored?: Stored) => string, fieldError: (name: string) => string | undefined) =>
  (name: string, stored?: Stored) => ({ name, defaultValue: typed(name, stored), error: fieldError(name) });
