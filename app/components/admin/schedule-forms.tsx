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
import { dateFormat } from "~/lib/intl-formats";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

/** A weekday's name in the page's language ("Saturday", "星期六"): 2024-01-01 was a Monday. */
export function weekdayName(day: (typeof WEEKDAYS)[number]) {
  const locale = getLocale();
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  return dateFormat(locale === "en" ? "en-GB" : locale, { weekday: "long", timeZone: "UTC" }).format(date);
}

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
        label={m.field_series()}
        name="series_id"
        options={series}
        empty={m.admin_schedule_no_series()}
        defaultValue={typed("series_id", stored.series_id)}
      />
      <FormField label={m.admin_field_title()} {...field("title", stored.title)} />
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
      heading={entry ? m.admin_schedule_edit_entry() : m.admin_schedule_add_entry()}
      editing={Boolean(entry)}
      check={check}
      picker={picker}
      stored={{ series_id: entry?.series_id ?? null, title: entry?.title ?? null }}
      hidden={hidden}
    >
      <FormField label={m.admin_field_date()} {...field("air_date", entry?.air_date ?? date)} type="date" required />
      <FormField label={m.admin_field_time()} {...field("air_time", entry?.air_time ?? "19:00")} type="time" required />
      <FormField label={m.admin_schedule_episode()} {...field("episode_number", entry?.episode_number)} type="number" min={1} />
    </SlotForm>
  );
}

/** "Every <weekday> at <time> from <date>, episodes <n> onward, for <weeks> weeks." */
export function RunForm({ run, today, picker }: { run: ScheduleRun | null; today: string; picker: SeriesPicker }) {
  const check = useClientCheck(["create", "update"], () => import("~/domain/schedule/schema").then((module) => module.ScheduleRunInput));
  const { typed, field } = useTyped(picker.draft, check);
  const hidden: Record<string, number> = run ? { id: run.id, edit: run.id } : {};
  return (
    <SlotForm
      heading={run ? m.admin_runs_edit_heading() : m.admin_runs_add_heading()}
      editing={Boolean(run)}
      addLabel={m.admin_runs_add()}
      check={check}
      picker={picker}
      stored={{ series_id: run?.series_id ?? null, title: run?.title ?? null }}
      hidden={hidden}
    >
      <SelectField
        label={m.admin_runs_every()}
        name="weekday"
        options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))}
        defaultValue={typed("weekday", run?.weekday ?? "saturday")}
      />
      <FormField label={m.admin_runs_at()} {...field("air_time", run?.air_time ?? "19:00")} type="time" required />
      <FormField
        label={m.admin_runs_starting()}
        {...field("starts_on", run?.first_date ?? today)}
        type="date"
        required
        hint={m.admin_runs_starting_hint()}
      />
      <FormField
        label={m.admin_field_first_episode()}
        {...field("first_episode", run?.first_episode)}
        type="number"
        min={1}
        hint={m.admin_runs_first_episode_hint()}
      />
      <FormField label={m.admin_field_weeks()} {...field("weeks", run?.weeks ?? 12)} type="number" min={1} max={52} required />
    </SlotForm>
  );
}
