import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  name: string;
  options: readonly (string | { value: string | number; label: string })[];
  empty?: string;
};

export function SelectField({ label, name, options, empty, id = name, className, ...select }: SelectProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} className="field" {...select}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; name: string; error?: string; hint?: ReactNode };

export function TextareaField({ label, name, error, hint, id = name, className, ...area }: TextareaProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="field"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox that always sends a value: "false" from the hidden input, "true" when checked (the last one wins). */
export function FlagField({ label, name, checked, id = name }: { label: ReactNode; name: string; checked: boolean; id?: string }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input type="hidden" name={name} value="false" />
      <input id={id} type="checkbox" name={name} value="true" defaultChecked={checked} className="h-4 w-4 accent-rose-600" />
      {label}
    </label>
  );
}
