import { useForm } from "@conform-to/react";
import type { FormEvent } from "react";
import type { z } from "zod";
import { useLazyCheck } from "~/components/forms/use-schema-form";
import { useRefused } from "./use-refused";

/** The name of the button Conform submits its own checks with (@conform-to/dom's INTENT). */
const CONFORM_INTENT = "__intent__";

/**
 * With JavaScript, an admin form checks its fields with the schema its action uses before it
 * posts, and shows each problem under its field; the server still checks everything and answers
 * the same texts. Without JavaScript none of this runs. Only the buttons named here are checked:
 * a Find (the same form sent as a GET) or a row button goes as it is.
 */
export function useClientCheck<S extends z.ZodType>(intents: string[], loadSchema: () => Promise<S>) {
  const check = useLazyCheck(loadSchema);
  const [form, fields] = useForm<Record<string, unknown>, unknown, string[]>({
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => check.run(formData) as never,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement)) return;
    // Conform re-checks a field as it is typed in through a submit of its own ("__intent__").
    if ((submitter.name === "intent" && intents.includes(submitter.value)) || submitter.name === CONFORM_INTENT) form.onSubmit(event);
  };
  const refused = useRefused();
  // Read through `fields`, which re-renders the form as a field's error comes and goes.
  const clientError = (name: string) => fields[name]?.errors?.[0];
  return {
    formProps: { id: form.id, noValidate: form.noValidate, onSubmit, onFocusCapture: check.load },
    /** The browser's own finding for a field, if it checked one since the last submit. */
    clientError,
    /** A field's error: the browser's finding, else the server's answer to the last submit. */
    fieldError: (name: string) => clientError(name) ?? refused.fieldError(name),
  };
}
