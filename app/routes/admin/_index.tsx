import { Link, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { DailyColumns, LabelledBars } from "~/components/admin/charts";
import { CHART_DAYS } from "~/domain/dashboard/period";
import { readDashboard } from "~/domain/dashboard/queries.server";
import { seriesTitle } from "~/lib/display";
import { adminScreen } from "~/lib/admin-paths";
import { todayIn } from "~/lib/dates";
import type { Route } from "./+types/_index";

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
      <h1 className="text-2xl font-bold">Welcome, {data.username}</h1>
      <div className="grid gap-4 sm:grid-cols-3">
        <Count label="comments waiting for approval" value={data.commentsWaiting} to={screen("comments")} />
        <Count label="player reports open" value={data.openReports} to={screen("player-reports")} />
        <Count label="ongoing series with nothing scheduled in 14 days" value={data.idleOngoing.total} to={screen("schedule")} />
      </div>
      <DailyColumns title={`Visits per day, last ${CHART_DAYS} days`} rows={data.visits} />
      <div className="grid gap-4 lg:grid-cols-2">
        <LabelledBars
          title="Top series this week"
          summary="Episode views in the last 7 days."
          empty="No episode views in the last 7 days."
          rows={data.topSeries.map((row) => ({ key: String(row.id), label: seriesTitle(row.title), value: row.views }))}
        />
        <LabelledBars
          title="Most followed series"
          summary="Viewers who follow each series (My List)."
          empty="No viewer follows a series yet."
          rows={data.mostFollowed.map((row) => ({ key: String(row.id), label: seriesTitle(row.title), value: row.followers }))}
        />
        <LabelledBars
          title="Where visitors came from"
          summary={`Source of each visit in the last ${CHART_DAYS} days (utm_source, else the referring site).`}
          empty={`No visits in the last ${CHART_DAYS} days.`}
          rows={data.sources.map((row) => ({ key: row.source, label: row.source, value: row.visits }))}
        />
      </div>
      {data.idleOngoing.shown.length > 0 ? (
        <section className="panel">
          <h2 className="mb-2 text-lg font-bold">Ongoing, nothing scheduled</h2>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {data.idleOngoing.shown.map((item) => (
              <li key={item.id}>
                <a href={`/${item.slug}`} className="link">
                  {seriesTitle(item.title)}
                </a>
              </li>
            ))}
          </ul>
          {data.idleOngoing.total > data.idleOngoing.shown.length ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              and {data.idleOngoing.total - data.idleOngoing.shown.length} more
            </p>
          ) : null}
        </section>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Choose a screen from the menu, or{" "}
        <a href="/" className="link">
          go to the main site
        </a>
        .
      </p>
    </div>
  );
}

export default AdminWelcome;
