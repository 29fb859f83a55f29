import { Link, useLoaderData } from "react-router";
import { useRefused } from "~/components/admin/use-refused";
import { requireAdminPage, submitRecordForm } from "~/web/admin-page.server";
import { readForm } from "~/web/form-submission.server";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { ErrorNotice } from "~/components/admin/notice";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { EntryForm } from "~/components/admin/schedule-forms";
import { createScheduleEntry, deleteScheduleEntry, scheduleAudit, updateScheduleEntry } from "~/domain/schedule/commands.server";
import { listUpcomingSchedule } from "~/domain/schedule/queries.server";
import { SCHEDULE_DAYS, ScheduleInput } from "~/domain/schedule/schema";
import { seriesPickerChoices } from "~/domain/series/choices.server";
import { adminScreen } from "~/lib/admin-paths";
import { addDays, todayIn } from "~/lib/dates";
import { draftFrom } from "~/lib/forms";
import { dayLabel, scheduleTitle } from "~/lib/schedule-display";
import type { Route } from "./+types/schedule";
import { m } from "~/paraglide/messages";

const draftFields = ["air_date", "air_time", "series_id", "title", "episode_number"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { app, base } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const today = todayIn(app.env.SITE_TIMEZONE);
  const days = Array.from({ length: SCHEDULE_DAYS }, (_, offset) => addDays(today, offset));
  const day = Math.min(Math.max(Number(params.get("day")) || 0, 0), SCHEDULE_DAYS - 1);
  const find = (params.get("find") ?? "").trim().slice(0, 100);
  const entries = await listUpcomingSchedule(app);
  const editing = entries.find((entry) => entry.id === Number(params.get("edit"))) ?? null;
  // A Find submits the entry form as a GET: what was typed comes back in the address.
  const draft = draftFrom(params, draftFields);
  const { found, chosen } = await seriesPickerChoices(app, find, Number(draft?.series_id ?? editing?.series_id));
  return {
    days,
    day,
    entries: entries.filter((entry) => entry.air_date === days[day]),
    picker: { find, found, chosen, draft },
    editing,
    runsPath: `${adminScreen(base, "schedule")}/runs`,
  };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitRecordForm(form, done, {
    schema: ScheduleInput,
    audit: scheduleAudit,
    notices: { create: m.admin_notice_schedule_added, update: m.admin_notice_schedule_saved, delete: m.admin_notice_schedule_deleted },
    create: (input) => createScheduleEntry(app, input),
    update: (id, input) => updateScheduleEntry(app, id, input),
    remove: (id) => deleteScheduleEntry(app, id),
  });
}
export default function ScheduleManagement() {
  const { days, day, entries, picker, editing, runsPath } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  return (
    <Screen
      title={m.admin_nav_schedule()}
      actions={
        <Link to={runsPath} className="btn-ghost">
          {m.admin_schedule_runs()}
        </Link>
      }
    >
      <ErrorNotice error={failure(m.admin_schedule_save_failed, { delete: m.admin_schedule_delete_failed })} />
      <nav aria-label={m.admin_schedule_days()} className="grid grid-cols-4 gap-1 sm:grid-cols-7">
        {days.map((date, index) => {
          const { weekday, day: label } = dayLabel(date);
          return (
            <Link
              key={date}
              to={`?day=${index}`}
              aria-current={index === day ? "page" : undefined}
              className={`rounded-lg px-2 py-1.5 text-center text-xs font-semibold ring-1 ${index === day ? "bg-rose-600 text-white ring-rose-600" : "ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800"}`}
            >
              <span className="block">{index === 0 ? m.home_schedule_today() : weekday}</span>
              <span className="block font-normal">{label}</span>
            </Link>
          );
        })}
      </nav>
      <AdminTable
        headers={[m.admin_field_time(), m.admin_field_title(), m.admin_schedule_episode(), m.admin_actions()]}
        empty={entries.length === 0 ? m.admin_schedule_none() : null}
      >
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="font-mono">{entry.air_time}</td>
            <td>
              {scheduleTitle(entry).text}
              {entry.run_id ? (
                <Link
                  to={`${runsPath}?edit=${entry.run_id}`}
                  className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700 hover:underline dark:bg-slate-800 dark:text-slate-200"
                >
                  {m.admin_schedule_weekly_run()}
                </Link>
              ) : null}
            </td>
            <td>{entry.episode_number ?? "—"}</td>
            <RowActions>
              <Link to={`?day=${day}&edit=${entry.id}`} className="btn-ghost px-3 py-1.5">
                {m.admin_edit()}
              </Link>
              <DeleteRowAction id={entry.id} question={m.admin_schedule_delete_question()} />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
      <EntryForm key={`${editing?.id ?? "new"}-${picker.find}`} entry={editing} day={day} date={days[day]!} picker={picker} />
    </Screen>
  );
}
