import { FilterActions } from "~/components/admin/filter-actions";
import { type LoaderFunctionArgs, Form, Link, useLoaderData } from "react-router";
import { adminFormAction, deleteIntent, recordIntent, requireAdminPage } from "~/web/admin-page.server";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav, paging } from "~/components/admin/page-nav";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { RowActionButton } from "~/components/admin/submit-button";
import { useRefused } from "~/components/admin/use-refused";
import { deleteReport, setReportStatus } from "~/domain/player-reports/commands.server";
import { findPlayerReports } from "~/domain/player-reports/queries.server";
import { playerReportReasons, reasonLabels, type PlayerReportReason, type PlayerReportStatus } from "~/lib/vocabulary/player-reports";
import { seriesTitle } from "~/lib/display";
import { adminScreen } from "~/lib/admin-paths";
import { episodePath } from "~/lib/episode-url";

const SIZES = [10, 25, 50] as const;
const statusChoices = { open: "Open", fixed: "Fixed", all: "All" } as const;
type StatusChoice = keyof typeof statusChoices;

const oneOf = <T extends string>(value: string | null, choices: readonly T[]) => (choices.includes(value as T) ? (value as T) : undefined);

export async function loader(args: LoaderFunctionArgs) {
  const { app, base } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const { size, page, offset } = paging(params, SIZES, 25);
  // Open reports are the work to do, so they are what the screen shows first.
  const status: StatusChoice = oneOf(params.get("status"), Object.keys(statusChoices) as StatusChoice[]) ?? "open";
  const reason = oneOf(params.get("reason"), playerReportReasons);
  const found = await findPlayerReports(app, { status: status === "all" ? undefined : status, reason, limit: size, offset });
  return { reports: found.items, hasNext: offset + size < found.total, total: found.total, page, size, status, reason: reason ?? "", base };
}

const marking = (status: PlayerReportStatus, intent: "fix" | "reopen") =>
  recordIntent(intent, "player-reports", async (app, id) => {
    await setReportStatus(app, id, status);
    return status === "fixed" ? "Report marked fixed" : "Report opened again";
  });

export const action = adminFormAction({
  fix: marking("fixed", "fix"),
  reopen: marking("open", "reopen"),
  delete: deleteIntent("player-reports", deleteReport, "Report deleted"),
});

export default function PlayerReports() {
  const { reports, hasNext, total, page, size, status, reason, base } = useLoaderData<typeof loader>();
  const { refused } = useRefused();
  return (
    <Screen title="Player Reports">
      <ErrorNotice error={refused ? `Failed to update the report: ${refused.error}` : undefined} />
      <Form method="get" className="panel flex flex-wrap items-end gap-3">
        <input type="hidden" name="size" value={size} />
        <div className="min-w-40">
          <label htmlFor="status" className="label">
            Status
          </label>
          <select id="status" name="status" defaultValue={status} className="field">
            {Object.entries(statusChoices).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-48">
          <label htmlFor="reason" className="label">
            Reason
          </label>
          <select id="reason" name="reason" defaultValue={reason} className="field">
            <option value="">All reasons</option>
            {playerReportReasons.map((value) => (
              <option key={value} value={value}>
                {reasonLabels[value]}
              </option>
            ))}
          </select>
        </div>
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
            <td>
              <span className={`chip text-white ${report.status === "fixed" ? "bg-emerald-700" : "bg-amber-700"}`}>
                {report.status === "fixed" ? "Fixed" : "Open"}
              </span>
            </td>
            <td>
              <a href={episodePath(report.series_slug, report.episode_number)} target="_blank" rel="noreferrer" className="link">
                {seriesTitle(report.series_title)} · Ep {report.episode_number}
              </a>
            </td>
            <td>{report.server ?? "—"}</td>
            <td className="whitespace-nowrap">{reasonLabels[report.reason as PlayerReportReason]}</td>
            <td className="max-w-xs break-words">{report.note ?? ""}</td>
            <td className="whitespace-nowrap">{report.created_at.slice(0, 16).replace("T", " ")}</td>
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
