// The page half of every form (Conform): errors and typed values come back from the server's
// reply, so they show with JavaScript off; with it, the same schema checks a field when it is left.
import { parse, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import type { z } from "zod";
import { baseLocale, getLocale } from "~/paraglide/runtime";

// biome-ignore lint/suspicious/noExplicitAny: a form's fields are any record; Conform types them from the schema
type Fields<S extends z.ZodType> = z.input<S> extends Record<string, any> ? z.input<S> : never;
type Check = (formData: FormData) => ReturnType<typeof parse>;

/** Until the schema has loaded, a submit goes to the server, which checks it the same way. */
const serverChecks: Check = (formData) => parse(formData, { resolve: (value) => ({ value }) });

/**
 * A form's schema check, loaded the first time `load` is called (give it to the form's
 * onFocusCapture), so zod is not part of the page's first load; until then `run` leaves the
 * check to the server, which checks the same way.
 */
export function useLazyCheck<S extends z.ZodType>(loadSchema: () => Promise<S>) {
  const [check, setCheck] = useState<{ run: Check } | null>(null);
  const load = () => {
    if (check) return;
    // The refusals' translations load only on a page in another language (decision 046).
    const translator = getLocale() === baseLocale ? null : import("~/i18n/refusal-texts");
    void Promise.all([loadSchema(), import("@conform-to/zod/v4"), translator]).then(([schema, { parseWithZod }, translation]) =>
      setCheck({
        run: (formData) => {
          const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
          if (translation && submission.status !== "success" && submission.error)
            for (const [name, texts] of Object.entries(submission.error))
              submission.error[name] = texts?.map(translation.translateRefusal) ?? texts;
          return submission as never;
        },
      }),
    );
  };
  return { run: check?.run ?? serverChecks, load };
}

/**
 * `loadSchema` imports the form's schema; the third item loads it (give it to the form's
 * onFocusCapture). `defaultValue`: what the form shows before anything is typed (a record being
 * edited).
 */
export function useSchemaForm<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: Record<string, string | readonly string[] | null>,
) {
  const check = useLazyCheck(loadSchema);
  const [form, fields] = useForm<Fields<S>, z.output<S>, string[]>({
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => check.run(formData) as never,
  });
  return [form, fields, check.load] as const;
}

/** What a FormField needs from a field: its name, the value to show, and its first error. */
// biome-ignore lint/suspicious/noExplicitAny: takes the metadata of any field of any form
export function fieldProps(field: FieldMetadata<any, any, string[]>) {
  return {
    name: field.name,
    id: field.id,
    defaultValue: (field.initialValue as string | undefined) ?? undefined,
    error: field.errors?.[0],
  };
}

/** The form's own errors (not about one field), for the alert above it. */
export const formError = (form: { errors?: string[] }) => form.errors?.[0];
