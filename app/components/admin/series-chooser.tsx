import { Form } from "react-router";
import { SelectField } from "./fields";
import { choicesOf, SeriesFinder, type SeriesChoice, useFoundSeries } from "./series-finder";
import { m } from "~/paraglide/messages";

type ChooserProps = { q: string; found: SeriesChoice[]; chosen: SeriesChoice | null; submitLabel: string };

/** A screen that works on one series' episodes starts here: find a series, choose it (a GET form, JavaScript or not). */
export function SeriesChooser({ q, found: initial, chosen, submitLabel }: ChooserProps) {
  const [found, setFound] = useFoundSeries(initial);
  const options = choicesOf(chosen ? [chosen] : [], found).map(({ id, title }) => ({ value: id, label: title }));
  return (
    <Form method="get" className="panel flex flex-wrap items-end gap-3">
      <SeriesFinder name="q" label={m.layout_search_label()} defaultValue={q} onResults={setFound} />
      <SelectField
        key={options.length}
        label={m.field_series()}
        name="series"
        options={options}
        empty={options.length ? m.admin_choose_series() : m.admin_search_then_choose()}
        defaultValue={chosen?.id ?? ""}
        className="min-w-64 flex-1"
      />
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
    </Form>
  );
}
