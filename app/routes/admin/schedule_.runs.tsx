import { Link, useLoaderData } from "react-router";
import { useRefused } from "~/components/admin/use-refused";
import { RecordIdInput, requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm, unknownIntent } from "~/web/form-submission.server";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav, paging } from "~/components/admin/page-nav";
import { RunForm, weekdayName } from "~/components/admin/schedule-forms";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import {
  createScheduleRun,
  scheduleRunAudit,
  deleteScheduleRun,
  findCurrentRuns,
  listRunEntries,
  scheduleRunOrNull,
  updateScheduleRun,
  type ScheduleRun,
} from "~/domain/schedule/runs.server";
import { ScheduleRunInput } from "~/domain/schedule/schema";
import { seriesPickerChoices } from "~/domain/series/choices.server";
import { adminScreen } from "~/lib/admin-paths";
import { todayIn } from "~/lib/dates";
import { draftFrom } from "~/lib/forms";
import { dayLabel, scheduleTitle } from "~/lib/schedule-display";
import { z } from "zod";
import { auditFacts } from "~/domain/audit/names";
import type { Route } from "./+types/schedule_.runs";
import { m } from "~/paraglide/messages";

const draftFields = ["weekday", "air_time", "starts_on", "first_episode", "weeks", "series_id", "title"] as const;
const PAGE_SIZES = [25, 50] as const;

export async function loader(args: Route.LoaderArgs) {
  const { app, base } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const today = todayIn(app.env.SITE_TIMEZONE);
  const { size, page, offset } = paging(params, PAGE_SIZES, PAGE_SIZES[0]);
  const editId = Number(params.get("edit"));
  const [runs, editing, editingEntries] = await Promise.all([
    findCurrentRuns(app, today, { limit: size, offset }),
    editId > 0 ? scheduleRunOrNull(app, editId) : null,
    editId > 0 ? listRunEntries(app, editId) : [],
  ]);
  // A Find submits the run form as a GET: what was typed comes back in the address.
  const draft = draftFrom(params, draftFields);
  const find = (params.get("find") ?? "").trim().slice(0, 100);
  const { found, chosen } = await seriesPickerChoices(app, find, Number(draft?.series_id ?? editing?.series_id));
  return {
    today,
    runs: runs.items,
    hasNext: offset + size < runs.total,
    page,
    size,
    editing,
    editingEntries,
    picker: { find, found, chosen, draft },
    schedulePath: adminScreen(base, "schedule"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  switch (form.get("intent")) {
    case "create":
      return submitForm(form, ScheduleRunInput, async (input) => {
        const run = await createScheduleRun(app, input);
        const notice = m.admin_notice_run_added({ weeks: run.weeks, date: run.first_date });
        return done(form, { notice, audit: auditFacts(scheduleRunAudit.create, run.id) });
      });
    case "update":
      return submitForm(form, z.intersection(RecordIdInput, ScheduleRunInput), async ({ id, ...input }) => {
        const { weeks } = await updateScheduleRun(app, id, input);
        return done(form, { notice: m.admin_notice_run_saved({ weeks }), audit: auditFacts(scheduleRunAudit.update, id) });
      });
    case "delete":
      return submitForm(form, RecordIdInput, async ({ id }) => {
        await deleteScheduleRun(app, id);
        return done(form, { notice: m.admin_notice_run_deleted(), audit: auditFacts(scheduleRunAudit.delete, id) });
      });
  }
  return unknownIntent(form);
}
const dateText = (date: string) => Object.values(dayLabel(date)).join(" ");

/** "Every Saturday at 19:00, episodes 5–16" */
function cadence(run: ScheduleRun) {
  const when = { weekday: weekdayName(run.weekday), time: run.air_time };
  if (run.first_episode === null) return m.admin_runs_cadence(when);
  return m.admin_runs_cadence_episodes({ ...when, first: run.first_episode, last: run.first_episode + run.weeks - 1 });
}

export default function WeeklyRuns() {
  const { today, runs, hasNext, page, size, editing, editingEntries, picker, schedulePath } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  const titled = (run: ScheduleRun) => scheduleTitle({ ...run, series_slug: null }).text;
  return (
    <Screen
      title={m.admin_schedule_runs()}
      actions={
        <Link to={schedulePath} className="btn-ghost">
          {m.admin_runs_day_by_day()}
        </Link>
      }
    >
      <ErrorNotice error={failure(m.admin_runs_save_failed, { delete: m.admin_runs_delete_failed })} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.admin_runs_intro()}</p>
      <AdminTable
        headers={[m.field_series(), m.admin_runs_col_when(), m.admin_runs_col_dates(), m.admin_actions()]}
        empty={runs.length === 0 ? m.admin_runs_none() : null}
      >
        {runs.map((run) => (
          <tr key={run.id}>
            <td>{titled(run)}</td>
            <td>{cadence(run)}</td>
            <td className="whitespace-nowrap">
              {m.admin_runs_dates({ first: dateText(run.first_date), last: dateText(run.last_date), weeks: run.weeks })}
            </td>
            <RowActions>
              <Link to={`?edit=${run.id}`} className="btn-ghost px-3 py-1.5">
                {m.admin_runs_edit()}
              </Link>
              <ConfirmAction
                confirmKey={`delete-${run.id}`}
                label={m.admin_runs_delete()}
                question={m.admin_runs_delete_question({ weeks: run.weeks })}
                intent="delete"
                busyLabel={m.admin_deleting()}
                fields={{ id: run.id }}
              />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
      <PageNav page={page} hasNext={hasNext} size={size} sizes={PAGE_SIZES} />
      <RunForm key={`${editing?.id ?? "new"}-${picker.find}`} run={editing} today={today} picker={picker} />
      {editing ? (
        <section aria-labelledby="run-entries" className="space-y-2">
          <h2 id="run-entries" className="font-semibold">
            {m.admin_runs_entries()}
          </h2>
          <AdminTable headers={[m.admin_field_date(), m.admin_field_time(), m.admin_schedule_episode(), m.admin_field_title()]}>
            {editingEntries.map((entry) => (
              <tr key={entry.id}>
                <td className="whitespace-nowrap">
                  {dateText(entry.air_date)}
                  {entry.air_date < today ? m.admin_runs_aired() : ""}
                </td>
                <td className="font-mono">{entry.air_time}</td>
                <td>{entry.episode_number ?? "—"}</td>
                <td>{entry.title ?? "—"}</td>
              </tr>
            ))}
          </AdminTable>
        </section>
      ) : null}
    </Screen>
  );
}
