import { Link, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { DailyColumns } from "~/components/admin/charts";
import { LabelledBars } from "~/components/charts/labelled-bars";
import { CHART_DAYS } from "~/domain/dashboard/period";
import { readDashboard } from "~/domain/dashboard/queries.server";
import { seriesTitle } from "~/lib/display";
import { adminScreen } from "~/lib/admin-paths";
import { todayIn } from "~/lib/dates";
import { localized } from "~/lib/locale-paths";
import type { Route } from "./+types/_index";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { app, admin, base } = await requireAdminPage(args);
  return { username: admin.username, base, ...(await readDashboard(app, todayIn(app.env.SITE_TIMEZONE))) };
}

function Count({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Link to={to} className="panel block hover:ring-rose-500">
      <span className="block text-3xl font-black tabular-nums">{value}</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
    </Link>
  );
}

/** The dashboard, also shown for any unknown admin sub-path: what needs doing, and how the site does. */
export function AdminWelcome() {
  const data = useLoaderData<typeof loader>();
  const screen = (path: string) => adminScreen(data.base, path);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{m.admin_dashboard_welcome({ username: data.username })}</h1>
      <div className="grid gap-4 sm:grid-cols-3">
        <Count label={m.admin_dashboard_comments_waiting()} value={data.commentsWaiting} to={screen("comments")} />
        <Count label={m.admin_dashboard_reports_open()} value={data.openReports} to={screen("player-reports")} />
        <Count label={m.admin_dashboard_idle_ongoing()} value={data.idleOngoing.total} to={screen("schedule")} />
      </div>
      <DailyColumns title={m.admin_dashboard_visits_per_day({ days: CHART_DAYS })} rows={data.visits} />
      <div className="grid gap-4 lg:grid-cols-2">
        <LabelledBars
          title={m.admin_dashboard_top_series()}
          summary={m.admin_dashboard_top_series_summary()}
          empty={m.admin_dashboard_top_series_none()}
          rows={data.topSeries.map((row) => ({ key: String(row.id), label: seriesTitle(row.title), value: row.views }))}
        />
        <LabelledBars
          title={m.admin_dashboard_most_followed()}
          summary={m.admin_dashboard_most_followed_summary()}
          empty={m.admin_dashboard_most_followed_none()}
          rows={data.mostFollowed.map((row) => ({ key: String(row.id), label: seriesTitle(row.title), value: row.followers }))}
        />
        <LabelledBars
          title={m.admin_dashboard_sources()}
          summary={m.admin_dashboard_sources_summary({ days: CHART_DAYS })}
          empty={m.admin_dashboard_sources_none({ days: CHART_DAYS })}
          rows={data.sources.map((row) => ({ key: row.source, label: row.source, value: row.visits }))}
        />
      </div>
      {data.idleOngoing.shown.length > 0 ? (
        <section className="panel">
          <h2 className="mb-2 text-lg font-bold">{m.admin_dashboard_idle_heading()}</h2>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {data.idleOngoing.shown.map((item) => (
              <li key={item.id}>
                <a href={localized(`/${item.slug}`)} className="link">
                  {seriesTitle(item.title)}
                </a>
              </li>
            ))}
          </ul>
          {data.idleOngoing.total > data.idleOngoing.shown.length ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {m.admin_dashboard_and_more({ count: data.idleOngoing.total - data.idleOngoing.shown.length })}
            </p>
          ) : null}
        </section>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {m.admin_dashboard_choose()}
        <a href={localized("/")} className="link">
          {m.admin_dashboard_main_site()}
        </a>
        {m.admin_dashboard_choose_end()}
      </p>
    </div>
  );
}

export default AdminWelcome;
