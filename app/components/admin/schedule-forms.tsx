import { Form } from "react-router";
import type { ReactNode } from "react";
import type { ScheduleEntry } from "~/domain/schedule/queries.server";
import type { ScheduleRun } from "~/domain/schedule/runs.server";
import { WEEKDAYS } from "~/domain/schedule/schema";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "./fields";
import { choicesOf, SeriesFinder, useFoundSeries, type SeriesChoice } from "./series-finder";
import { RedirectHere } from "./screen";
import { AddOrSaveButtons } from "./submit-button";
import { useClientCheck } from "./use-client-check";
import { fieldsOf, useRefused } from "./use-refused";

/** The series a page can offer: the one chosen and those found; `draft` is what a Find sent back. */
export type SeriesPicker = { find: string; chosen: SeriesChoice[]; found: SeriesChoice[]; draft: Record<string, string> | null };

/**
 * What to show in a field: what was refused, else what a Find sent back, else the stored value;
 * `field` gives a field its name, that value and its error from the form's check.
 */
function useTyped(draft: SeriesPicker["draft"], check: ReturnType<typeof useClientCheck>) {
  const { typed: refused } = useRefused();
  const typed = (name: string, stored?: string | number | null) => refused(name, draft?.[name] ?? stored);
  return { typed, field: fieldsOf(typed, check.fieldError) };
}

type SlotFormProps = {
  heading: string;
  editing: boolean;
  addLabel?: string;
  cancelHref?: string;
  picker: SeriesPicker;
  stored: { series_id: number | null; title: string | null };
  hidden: Record<string, string | number>;
  /** The form's check in the browser (the action's own schema). */
  check: ReturnType<typeof useClientCheck>;
  children: ReactNode;
};

/** An entry's or a run's form: the when (children), then the series found by title, or a title of its own. */
function SlotForm({ heading, editing, addLabel, cancelHref, picker, stored, hidden, check, children }: SlotFormProps) {
  const { typed, field } = useTyped(picker.draft, check);
  const [found, setFound] = useFoundSeries(picker.found);
  const series = choicesOf(picker.chosen, found).map(({ id, title }) => ({ value: id, label: title }));
  return (
    <Form method="post" className="panel grid gap-3 sm:grid-cols-2 lg:grid-cols-5" {...check.formProps}>
      <RedirectHere />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h2 className="font-semibold sm:col-span-2 lg:col-span-5">{heading}</h2>
      <div className="sm:col-span-2 lg:col-span-5">
        <SeriesFinder defaultValue={picker.find} onResults={setFound} />
      </div>
      {children}
      <SelectField
        key={series.length}
        label="Series"
        name="series_id"
        options={series}
        empty="No series"
        defaultValue={typed("series_id", stored.series_id)}
      />
      <FormField label="Title" {...field("title", stored.title)} />
      <AddOrSaveButtons editing={editing} addLabel={addLabel} cancelHref={cancelHref} className="flex gap-2 sm:col-span-2 lg:col-span-5" />
    </Form>
  );
}

export function EntryForm({ entry, day, date, picker }: { entry: ScheduleEntry | null; day: number; date: string; picker: SeriesPicker }) {
  const check = useClientCheck(["create", "update"], () => import("~/domain/schedule/schema").then((module) => module.ScheduleInput));
  const { field } = useTyped(picker.draft, check);
  const hidden = { day, ...(entry ? { id: entry.id, edit: entry.id } : {}) };
  return (
    <SlotForm
      heading={entry ? "Edit entry" : "Add entry"}
      editing={Boolean(entry)}
      check={check}
      picker={picker}
      stored={{ series_id: entry?.series_id ?? null, title: entry?.title ?? null }}
      hidden={hidden}
    >
      <FormField label="Date" {...field("air_date", entry?.air_date ?? date)} type="date" required />
      <FormField label="Time" {...field("air_time", entry?.air_time ?? "19:00")} type="time" required />
      <FormField label="Episode" {...field("episode_number", entry?.episode_number)} type="number" min={1} />
    </SlotForm>
  );
}

const weekdayOptions = WEEKDAYS.map((day) => ({ value: day, label: day[0]!.toUpperCase() + day.slice(1) }));

/** "Every <weekday> at <time> from <date>, episodes <n> onward, for <weeks> weeks." */
export function RunForm({ run, today, picker }: { run: ScheduleRun | null; today: string; picker: SeriesPicker }) {
  const check = useClientCheck(["create", "update"], () => import("~/domain/schedule/schema").then((module) => module.ScheduleRunInput));
  const { typed, field } = useTyped(picker.draft, check);
  const hidden: Record<string, number> = run ? { id: run.id, edit: run.id } : {};
  return (
    <SlotForm
      heading={run ? "Edit the whole run" : "Add a weekly run"}
      editing={Boolean(run)}
      addLabel="Add run"
      check={check}
      picker={picker}
      stored={{ series_id: run?.series_id ?? null, title: run?.title ?? null }}
      hidden={hidden}
    >
      <SelectField label="Every" name="weekday" options={weekdayOptions} defaultValue={typed("weekday", run?.weekday ?? "saturday")} />
      <FormField label="At" {...field("air_time", run?.air_time ?? "19:00")} type="time" required />
      <FormField
        label="Starting"
        {...field("starts_on", run?.first_date ?? today)}
        type="date"
        required
        hint="The first such day on or after this date"
      />
      <FormField
        label="First episode"
        {...field("first_episode", run?.first_episode)}
        type="number"
        min={1}
        hint="Empty: entries without a number"
      />
      <FormField label="Weeks" {...field("weeks", run?.weeks ?? 12)} type="number" min={1} max={52} required />
    </SlotForm>
  );
}
