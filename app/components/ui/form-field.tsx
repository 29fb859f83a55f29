import type { InputHTMLAttributes, ReactNode } from "react";

type Notes = { id: string; error?: string; hint?: ReactNode };

/** Ties a control to its notes: invalid when it has an error, described by the error, or else by the hint. */
export const notesAttributes = ({ id, error, hint }: Notes) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

type FrameProps = Notes & { label: ReactNode; className?: string; children: ReactNode };

/** A control with its label above it and its hint, or its error (announced), under it. */
export function FieldFrame({ id, label, error, hint, className, children }: FrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A control's error under it, announced, with the id its control is described by (`notesAttributes`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
      {error}
    </p>
  ) : null;
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; name: string; error?: string; hint?: ReactNode };

/** A labelled input with its error (announced, and tied to the input) under it. */
export function FormField({ label, name, error, hint, id = name, className, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} name={name} className="field" {...notesAttributes({ id, error, hint })} {...input} />
    </FieldFrame>
  );
}
