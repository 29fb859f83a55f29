import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { idFrom, parseOrThrow, requireAdminPage, runAdminMutation } from "~/.server/admin-page";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { SelectField } from "~/components/admin/fields";
import { ErrorNotice } from "~/components/admin/notice";
import { choicesOf, SeriesFinder, useFoundSeries, type SeriesChoice } from "~/components/admin/series-finder";
import { AdminTable, RedirectHere, Screen } from "~/components/admin/screen";
import { AddOrSaveButtons } from "~/components/admin/submit-button";
import { useRefused } from "~/components/admin/use-refused";
import { FormField } from "~/components/ui/form-field";
import { createScheduleEntry, deleteScheduleEntry, listUpcomingSchedule, updateScheduleEntry, type ScheduleEntry } from "~/domain/schedule/queries.server";
import { SCHEDULE_DAYS, ScheduleInput } from "~/domain/schedule/schema";
import { findSeriesChoices, findSeriesChoicesByIds } from "~/domain/series/catalogue.server";
import { addDays, todayIn } from "~/lib/dates";
import { formFields } from "~/lib/forms";
import { dayLabel, scheduleTitle } from "~/lib/schedule-display";

const draftFields = ["air_date", "air_time", "series_id", "title", "episode_number"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const { app } = await requireAdminPage(args);
  const params = new URL(args.request.url).searchParams;
  const today = todayIn(app.env.SITE_TIMEZONE);
  const days = Array.from({ length: SCHEDULE_DAYS }, (_, offset) => addDays(today, offset));
  const day = Math.min(Math.max(Number(params.get("day")) || 0, 0), SCHEDULE_DAYS - 1);
  const find = (params.get("find") ?? "").trim().slice(0, 100);
  const [entries, found] = await Promise.all([listUpcomingSchedule(app), findSeriesChoices(app.db, find)]);
  const editing = entries.find((entry) => entry.id === Number(params.get("edit"))) ?? null;
  // A Find submits the entry form as a GET: what was typed comes back in the address.
  const draft = params.get("finding") ? Object.fromEntries(draftFields.map((name) => [name, params.get(name) ?? ""])) : null;
  const chosen = await findSeriesChoicesByIds(app.db, [Number(draft?.series_id ?? editing?.series_id)]);
  const choice = ({ id, title }: SeriesChoice) => ({ id, title });
  return { days, day, entries: entries.filter((entry) => entry.air_date === days[day]), find, found: found.map(choice), chosen: chosen.map(choice), draft, editing };
}

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get("intent"));
  return runAdminMutation(args, form, async ({ app }) => {
    if (intent === "delete") {
      const id = idFrom(form);
      await deleteScheduleEntry(app, id);
      return { notice: "Schedule entry deleted", audit: { action: "delete", entity: "schedule", entityId: String(id) } };
    }
    const input = parseOrThrow(ScheduleInput, formFields(form));
    if (intent === "update") {
      const id = idFrom(form);
      await updateScheduleEntry(app, id, input);
      return { notice: "Schedule entry saved", audit: { action: "update", entity: "schedule", entityId: String(id) } };
    }
    const entry = await createScheduleEntry(app, input);
    return { notice: "Schedule entry added", audit: { action: "create", entity: "schedule", entityId: String(entry.id) } };
  });
}

type EntryFormProps = { entry: ScheduleEntry | null; day: number; date: string; find: string; chosen: SeriesChoice[]; found: SeriesChoice[]; draft: Record<string, string> | null };

function EntryForm({ entry, day, date, find, chosen, found: initial, draft }: EntryFormProps) {
  const { typed: refusedOr, fieldError } = useRefused();
  const typed = (name: string, stored?: string | number | null) => refusedOr(name, draft?.[name] ?? stored);
  const [found, setFound] = useFoundSeries(initial);
  const series = choicesOf(chosen, found).map(({ id, title }) => ({ value: id, label: title }));
  return (
    <Form method="post" className="panel grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <RedirectHere />
      <input type="hidden" name="day" value={day} />
      {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
      {entry ? <input type="hidden" name="edit" value={entry.id} /> : null}
      <h2 className="font-semibold sm:col-span-2 lg:col-span-5">{entry ? "Edit entry" : "Add entry"}</h2>
      <div className="sm:col-span-2 lg:col-span-5">
        <SeriesFinder defaultValue={find} onResults={setFound} />
      </div>
      <FormField label="Date" name="air_date" type="date" required defaultValue={typed("air_date", entry?.air_date ?? date)} error={fieldError("air_date")} />
      <FormField label="Time" name="air_time" type="time" required defaultValue={typed("air_time", entry?.air_time ?? "19:00")} error={fieldError("air_time")} />
      <SelectField key={series.length} label="Series" name="series_id" options={series} empty="No series" defaultValue={typed("series_id", entry?.series_id)} />
      <FormField label="Title" name="title" defaultValue={typed("title", entry?.title)} error={fieldError("title")} />
      <FormField label="Episode" name="episode_number" type="number" min={1} defaultValue={typed("episode_number", entry?.episode_number)} error={fieldError("episode_number")} />
      <AddOrSaveButtons editing={Boolean(entry)} className="flex gap-2 sm:col-span-2 lg:col-span-5" />
    </Form>
  );
}

export default function ScheduleManagement() {
  const { days, day, entries, find, found, chosen, draft, editing } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Screen title="Schedule Management">
      <ErrorNotice error={result ? `${result.intent === "delete" ? "Failed to delete schedule" : "Failed to save schedule"}: ${result.error}` : undefined} />
      <nav aria-label="Days" className="grid grid-cols-4 gap-1 sm:grid-cols-7">
        {days.map((date, index) => {
          const { weekday, day: label } = dayLabel(date);
          return (
            <Link key={date} to={`?day=${index}`} aria-current={index === day ? "page" : undefined} className={`rounded-lg px-2 py-1.5 text-center text-xs font-semibold ring-1 ${index === day ? "bg-rose-600 text-white ring-rose-600" : "ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800"}`}>
              <span className="block">{index === 0 ? "Today" : weekday}</span>
              <span className="block font-normal">{label}</span>
            </Link>
          );
        })}
      </nav>
      <AdminTable headers={["Time", "Title", "Episode", "Actions"]} empty={entries.length === 0 ? "No entries" : null}>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="font-mono">{entry.air_time}</td>
            <td>{scheduleTitle(entry).text}</td>
            <td>{entry.episode_number ?? "—"}</td>
            <td>
              <div className="flex flex-wrap gap-2">
                <Link to={`?day=${day}&edit=${entry.id}`} className="btn-ghost px-3 py-1.5">Edit</Link>
                <ConfirmAction confirmKey={`delete-${entry.id}`} label="Delete" question="Delete this schedule entry?" intent="delete" busyLabel="Deleting..." fields={{ id: entry.id }} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <EntryForm key={`${editing?.id ?? "new"}-${find}`} entry={editing} day={day} date={days[day]!} find={find} chosen={chosen} found={found} draft={draft} />
    </Screen>
  );
}
