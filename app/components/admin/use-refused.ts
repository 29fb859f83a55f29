import { useActionData } from "@remix-run/react";

type Refused = { error: string; status: number; intent: string; field: string | null; fields: Record<string, string[]> };

/**
 * The last refused admin write, if any: its text, which field it was about, and what was typed,
 * so a form re-renders its own values and puts the error next to its field.
 */
export function useRefused() {
  const result = useActionData() as Partial<Refused> | undefined;
  const refused = result && typeof result.error === "string" ? (result as Refused) : null;
  const sent = (name: string) => refused?.fields?.[name];
  return {
    refused,
    fieldError: (name: string) => (refused?.field === name ? refused.error : undefined),
    /** What was typed into this field, else the stored value. */
    typed: (name: string, stored: string | number | null | undefined = "") => sent(name)?.at(-1) ?? (stored ?? "").toString(),
    /** The values a checkbox group sent, else null (use the stored ones). */
    typedList: (name: string) => sent(name) ?? null,
    /** A FlagField's last value ("true" when checked), else the stored flag. */
    typedFlag: (name: string, stored: boolean) => (sent(name) ? sent(name)!.at(-1) === "true" : stored),
  };
}
