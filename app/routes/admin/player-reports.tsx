import { FilterActions } from "~/components/admin/filter-actions";
import { Form, Link, useLoaderData } from "react-router";
import { recordButtons, requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm } from "~/web/form-submission.server";
import { auditFacts } from "~/domain/audit/names";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { SelectField } from "~/components/admin/fields";
import { EpisodeCell, StateChip, TimeCell } from "~/components/admin/moderation";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav, paging } from "~/components/admin/page-nav";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { RowActionButton } from "~/components/admin/submit-button";
import { useRefused } from "~/components/admin/use-refused";
import { deleteReport, playerReportAudit, setReportStatus } from "~/domain/player-reports/commands.server";
import { findPlayerReports } from "~/domain/player-reports/queries.server";
import { playerReportReasons, type PlayerReportReason } from "~/lib/vocabulary/player-reports";
import { adminScreen } from "~/lib/admin-paths";
import type { Route } from "./+types/player-reports";
import { m } from "~/paraglide/messages";

const SIZES = [10, 25, 50] as const;
const statusChoices = { open: m.admin_reports_open, fixed: m.admin_reports_fixed, all: m.admin_reports_all } as const;
/** A report's reason as the viewer's form names it, in the page's language. */
const reasonLabels: Record<PlayerReportReason, () => string> = {
  not_loading: m.report_reason_not_loading,
  wrong_episode: m.report_reason_wrong_episode,
  audio_subtitles: m.report_reason_audio_subtitles,
  other: m.report_reason_other,
};
type StatusChoice = keyof typeof statusChoices;

const oneOf = <T extends string>(value: string | null, choices: readonly T[]) => (choices.includes(value as T) ? (value as T) : undefined);

export async function loader(args: Route.LoaderArgs) {
  const { app, base } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const { size, page, offset } = paging(params, SIZES, 25);
  // Open reports are the work to do, so they are what the screen shows first.
  const status: StatusChoice = oneOf(params.get("status"), Object.keys(statusChoices) as StatusChoice[]) ?? "open";
  const reason = oneOf(params.get("reason"), playerReportReasons);
  const found = await findPlayerReports(app, { status: status === "all" ? undefined : status, reason, limit: size, offset });
  return { reports: found.items, hasNext: offset + size < found.total, total: found.total, page, size, status, reason: reason ?? "", base };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitForm(form, recordButtons("fix", "reopen", "delete"), async ({ intent, id }) => {
    if (intent === "delete") {
      await deleteReport(app, id);
      return done(form, { notice: m.admin_notice_report_deleted(), audit: auditFacts(playerReportAudit.delete, id) });
    }
    const status = intent === "fix" ? "fixed" : "open";
    await setReportStatus(app, id, status);
    const notice = status === "fixed" ? m.admin_notice_report_fixed() : m.admin_notice_report_reopened();
    return done(form, { notice, audit: auditFacts(playerReportAudit.update, id, `status ${status}`) });
  });
}

export default function PlayerReports() {
  const { reports, hasNext, total, page, size, status, reason, base } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  return (
    <Screen title={m.admin_nav_player_reports()}>
      <ErrorNotice error={failure(m.admin_reports_update_failed)} />
      <Form method="get" className="panel flex flex-wrap items-end gap-3">
        <input type="hidden" name="size" value={size} />
        <SelectField
          className="min-w-40"
          label={m.admin_field_status()}
          name="status"
          defaultValue={status}
          options={Object.entries(statusChoices).map(([value, label]) => ({ value, label: label() }))}
        />
        <SelectField
          className="min-w-48"
          label={m.admin_reports_reason()}
          name="reason"
          defaultValue={reason}
          empty={m.admin_reports_all_reasons()}
          options={playerReportReasons.map((value) => ({ value, label: reasonLabels[value]() }))}
        />
        <FilterActions />
        <p className="ml-auto text-sm text-slate-600 dark:text-slate-400">{m.admin_reports_count({ count: total })}</p>
      </Form>
      <AdminTable
        headers={[
          m.admin_field_status(),
          m.admin_col_episode(),
          m.report_server(),
          m.admin_reports_reason(),
          m.report_note(),
          m.admin_reports_col_reported(),
          m.admin_actions(),
        ]}
        empty={reports.length === 0 ? m.admin_reports_none() : null}
      >
        {reports.map((report) => (
          <tr key={report.id}>
            <StateChip
              done={report.status === "fixed"}
              label={report.status === "fixed" ? m.admin_reports_fixed() : m.admin_reports_open()}
            />
            <EpisodeCell record={report} />
            <td>{report.server ?? "—"}</td>
            <td className="whitespace-nowrap">{reasonLabels[report.reason as PlayerReportReason]?.() ?? report.reason}</td>
            <td className="max-w-xs break-words">{report.note ?? ""}</td>
            <TimeCell iso={report.created_at} />
            <RowActions>
              <RowActionButton id={report.id} intent={report.status === "fixed" ? "reopen" : "fix"}>
                {report.status === "fixed" ? m.admin_reports_reopen() : m.admin_reports_mark_fixed()}
              </RowActionButton>
              <Link
                to={`${adminScreen(base, "manage-episodes")}?series=${report.series_id}&edit=${report.episode_id}`}
                className="btn-ghost px-3 py-1.5"
              >
                {m.admin_reports_edit_episode()}
              </Link>
              <DeleteRowAction id={report.id} question={m.admin_reports_delete_question()} />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
      <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
    </Screen>
  );
}
