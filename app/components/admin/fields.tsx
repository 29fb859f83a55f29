import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldFrame, notesAttributes } from "~/components/ui/form-field";

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  name: string;
  options: readonly (string | { value: string | number; label: string })[];
  empty?: string;
  error?: string;
};

export function SelectField({ label, name, options, empty, error, id = name, className, ...select }: SelectProps) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select id={id} name={name} className="field" {...notesAttributes({ id, error })} {...select}>
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
    </FieldFrame>
  );
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; name: string; error?: string; hint?: ReactNode };

export function TextareaField({ label, name, error, hint, id = name, className, ...area }: TextareaProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea id={id} name={name} className="field" rows={4} {...notesAttributes({ id, error, hint })} {...area} />
    </FieldFrame>
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
