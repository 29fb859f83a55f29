import { pageTitle } from "~/lib/site-name";
import { Form, type MetaFunction, useLoaderData } from "react-router";
import { getViewerStats } from "~/domain/stats/queries.server";
import { FIRST_YEAR, StatsQuery } from "~/domain/stats/schema";
import { StatsCharts } from "~/components/stats/stats-charts";
import { firstIssue } from "~/lib/schema-fields";
import { todayIn } from "~/lib/dates";
import { localized } from "~/lib/locale-paths";
import { translateRefusal } from "~/i18n/refusal-texts";
import { requireUser } from "~/web/page-guards.server";
import { appContext } from "~/web/router-context.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/account.stats";

// The viewer's year of watching drawn as charts on the server (issue #85, decision 076): a GET
// form picks the year and the clocks, and the page needs no script.

export const meta: MetaFunction = () => [{ title: pageTitle(m.stats_title()) }, { name: "robots", content: "noindex" }];

/** Charts and a form, for a signed-in viewer alone: nothing to hydrate, signed in too (decision 052). */
export const handle = { hydrate: false, signedIn: "islands" };

/** How many past years the form offers. */
const YEARS_OFFERED = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  const asked = StatsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const stats = await getViewerStats(app, user.id, asked.success ? asked.data : {});
  const thisYear = Number(todayIn(stats.time_zone).slice(0, 4));
  return {
    stats,
    refused: asked.success ? null : translateRefusal(firstIssue(asked.error)),
    years: Array.from({ length: Math.min(YEARS_OFFERED, thisYear - FIRST_YEAR + 1) }, (_, back) => thisYear - back),
    // The runtime's list names neither UTC nor some older names a site may be set to: the site's
    // zone and the one asked for lead it, so the form shows what is counted.
    zones: [...new Set([stats.time_zone, app.env.SITE_TIMEZONE, ...Intl.supportedValuesOf("timeZone")])],
  };
}

export default function Stats() {
  const { stats, refused, years, zones } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-black tracking-tight">{m.stats_title()}</h1>
        <p className="text-slate-600 dark:text-slate-400">{m.stats_intro()}</p>
        <a href={localized(`/account/year/${stats.year}?tz=${encodeURIComponent(stats.time_zone)}`)} className="link">
          {m.year_title({ year: stats.year })}
        </a>
      </header>
      <Form method="get" className="panel flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="stats-year" className="label">
            {m.stats_field_year()}
          </label>
          <select id="stats-year" name="year" defaultValue={stats.year} className="field">
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="stats-tz" className="label">
            {m.stats_field_time_zone()}
          </label>
          <select id="stats-tz" name="tz" defaultValue={stats.time_zone} className="field" aria-describedby="stats-tz-note">
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          <p id="stats-tz-note" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {m.stats_zone_note()}
          </p>
        </div>
        <button type="submit" className="btn-primary">
          {m.stats_show()}
        </button>
      </Form>
      {refused ? (
        <p role="alert" className="alert-error">
          {refused}
        </p>
      ) : null}
      <StatsCharts stats={stats} />
    </main>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
