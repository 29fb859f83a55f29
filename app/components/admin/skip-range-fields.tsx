import { FormField } from "~/components/ui/form-field";
import { SKIP_FIELDS, type SkipField } from "~/lib/skip-ranges";
import { m } from "~/paraglide/messages";

const labels: Record<SkipField, [label: () => string, example: string]> = {
  intro_start: [m.admin_field_intro_start, "0:05"],
  intro_end: [m.admin_field_intro_end, "1:35"],
  outro_start: [m.admin_field_outro_start, "22:10"],
  outro_end: [m.admin_field_outro_end, "23:40"],
};

type Props = {
  /** A field's name, id, shown value (what was typed, else what is saved) and error, as the form binds them. */
  field: (name: SkipField) => { name: string; id?: string; defaultValue: string; error?: string };
  legend: string;
};

/** The intro and outro an episode (or, as its default, a series) offers to skip, in seconds or m:ss. */
export function SkipRangeFields({ field: bound, legend }: Props) {
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4">
      <legend className="label">{legend}</legend>
      {SKIP_FIELDS.map((name) => (
        <FormField key={name} label={labels[name][0]()} {...bound(name)} inputMode="numeric" placeholder={labels[name][1]} />
      ))}
    </fieldset>
  );
}
