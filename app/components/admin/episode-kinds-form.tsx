// The bulk import's filler-list form (decision 050): a published list per kind, as text; every
// episode no list names becomes canon. A refused list comes back as it was typed.
import { Form } from "react-router";
import { FormField } from "~/components/ui/form-field";
import { listedKinds, type ListedKind } from "~/domain/episodes/kind-lists";
import { m } from "~/paraglide/messages";
import { RedirectHere } from "./screen";
import { SubmitButton } from "./submit-button";
import { useRefused } from "./use-refused";

const labels: Record<ListedKind, () => string> = {
  filler: m.admin_field_filler,
  recap: m.admin_field_recap,
  mixed: m.admin_field_mixed,
};

export function EpisodeKindsForm({ series, stored }: { series: { id: number; title: string }; stored: Record<ListedKind, string> }) {
  const { refused, typed, fieldError } = useRefused();
  const mine = refused?.intent === "kinds";
  return (
    <Form method="post" className="panel grid gap-3 sm:grid-cols-3">
      <RedirectHere />
      <input type="hidden" name="series_id" value={series.id} />
      <h2 className="font-semibold sm:col-span-3">{m.admin_kinds_heading({ title: series.title })}</h2>
      <p className="text-sm text-slate-600 sm:col-span-3 dark:text-slate-400">{m.admin_kinds_help()}</p>
      {listedKinds.map((kind) => (
        <FormField
          key={kind}
          label={labels[kind]()}
          name={kind}
          id={`kinds-${kind}`}
          placeholder="12–15, 33"
          defaultValue={mine ? typed(kind) : stored[kind]}
          error={mine ? fieldError(kind) : undefined}
        />
      ))}
      <div className="sm:col-span-3">
        <SubmitButton intent="kinds" busyLabel={m.admin_saving()}>
          {m.admin_kinds_save()}
        </SubmitButton>
      </div>
    </Form>
  );
}
