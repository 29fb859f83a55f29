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
import { playerReportReasons, reasonLabels, type PlayerReportReason } from "~/lib/vocabulary/player-reports";
import { adminScreen } from "~/lib/admin-paths";
import type { Route } from "./+types/player-reports";

const SIZES = [10, 25, 50] as const;
const statusChoices = { open: "Open", fixed: "Fixed", all: "All" } as const;
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
      return done(form, { notice: "Report deleted", audit: auditFacts(playerReportAudit.delete, id) });
    }
    const status = intent === "fix" ? "fixed" : "open";
    await setReportStatus(app, id, status);
    const notice = status === "fixed" ? "Report marked fixed" : "Report opened again";
    return done(form, { notice, audit: auditFacts(playerReportAudit.update, id, `status ${status}`) });
  });
}

export default function PlayerReports() {
  const { reports, hasNext, total, page, size, status, reason, base } = useLoaderData<typeof loader>();
  const { refused } = useRefused();
  return (
    <Screen title="Player Reports">
      <ErrorNotice error={refused ? `Failed to update the report: ${refused.error}` : undefined} />
      <Form method="get" className="panel flex flex-wrap items-end gap-3">
        <input type="hidden" name="size" value={size} />
        <SelectField
          className="min-w-40"
          label="Status"
          name="status"
          defaultValue={status}
          options={Object.entries(statusChoices).map(([value, label]) => ({ value, label }))}
        />
        <SelectField
          className="min-w-48"
          label="Reason"
          name="reason"
          defaultValue={reason}
          empty="All reasons"
          options={playerReportReasons.map((value) => ({ value, label: reasonLabels[value] }))}
        />
        <FilterActions />
        <p className="ml-auto text-sm text-slate-600 dark:text-slate-400">
          {total} {total === 1 ? "report" : "reports"}
        </p>
      </Form>
      <AdminTable
        headers={["Status", "Episode", "Server", "Reason", "Note", "Reported", "Actions"]}
        empty={reports.length === 0 ? "No reports found." : null}
      >
        {reports.map((report) => (
          <tr key={report.id}>
            <StateChip done={report.status === "fixed"} label={report.status === "fixed" ? "Fixed" : "Open"} />
            <EpisodeCell record={report} />
            <td>{report.server ?? "—"}</td>
            <td className="whitespace-nowrap">{reasonLabels[report.reason as PlayerReportReason]}</td>
            <td className="max-w-xs break-words">{report.note ?? ""}</td>
            <TimeCell iso={report.created_at} />
            <RowActions>
              <RowActionButton id={report.id} intent={report.status === "fixed" ? "reopen" : "fix"}>
                {report.status === "fixed" ? "Reopen" : "Mark fixed"}
              </RowActionButton>
              <Link
                to={`${adminScreen(base, "manage-episodes")}?series=${report.series_id}&edit=${report.episode_id}`}
                className="btn-ghost px-3 py-1.5"
              >
                Edit episode
              </Link>
              <DeleteRowAction id={report.id} question="Delete this report?" />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
      <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
    </Screen>
  );
}
