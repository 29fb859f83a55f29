import { pageTitle } from "~/lib/site-name";
import { redirect, useLoaderData } from "react-router";
import { getViewerStats } from "~/domain/stats/queries.server";
import { StatsQuery } from "~/domain/stats/schema";
import { shareYear, unshareYear } from "~/domain/year-shares/commands.server";
import { yearShareKey } from "~/domain/year-shares/queries.server";
import { yearSharePath } from "~/domain/year-shares/paths";
import { YearSummary } from "~/components/stats/year-summary";
import { YearSharing } from "~/components/stats/year-sharing";
import { asRefusal, readForm, unknownIntent } from "~/web/form-submission.server";
import { requireUser } from "~/web/page-guards.server";
import { appContext } from "~/web/router-context.server";
import { notFound } from "~/lib/refusals";
import { siteOrigin, siteUrl } from "~/lib/site-url";
import { localized } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/account.year.$year";

// A viewer's year in one page (issue #85, decision 076), and its share address made or stopped
// with plain forms.

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: pageTitle(m.year_title({ year: data?.stats.year ?? "" })) },
  { name: "robots", content: "noindex" },
];

/** Totals, lists and two forms: nothing to hydrate, signed in too (decision 052). */
export const handle = { hydrate: false, signedIn: "islands" };

/** The year in the address and the clocks asked for; a year the stats do not count is no page. */
function askedOf(params: { year?: string }, search: URLSearchParams) {
  const asked = StatsQuery.safeParse({ year: params.year, tz: search.get("tz") ?? undefined });
  if (!asked.success || !asked.data.year) throw asRefusal(notFound("Year"));
  return { year: asked.data.year, tz: asked.data.tz };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  const asked = askedOf(params, new URL(request.url).searchParams);
  const [stats, key] = await Promise.all([getViewerStats(app, user.id, asked), yearShareKey(app, user.id, asked.year)]);
  return { stats, shareUrl: key ? siteUrl(siteOrigin(app.env, request.url), yearSharePath(key)) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  const url = new URL(request.url);
  const { year, tz } = askedOf(params, url.searchParams);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "share") await shareYear(app, user.id, year, tz ?? app.env.SITE_TIMEZONE);
  else if (intent === "unshare") await unshareYear(app, user.id, year);
  else return unknownIntent(form);
  return redirect(`${url.pathname}${url.search}`);
}

export default function Year() {
  const { stats, shareUrl } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-black tracking-tight">{m.year_title({ year: stats.year })}</h1>
        <a href={localized(`/account/stats?year=${stats.year}&tz=${encodeURIComponent(stats.time_zone)}`)} className="link text-sm">
          {m.year_all_stats()}
        </a>
      </header>
      <YearSummary stats={stats} />
      <YearSharing shareUrl={shareUrl} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {m.year_calendars()}{" "}
        <a href={localized("/schedule.ics")} className="link">
          {m.year_calendar_site()}
        </a>
        {" · "}
        <a href={localized("/my-list#feeds")} className="link">
          {m.year_calendar_private()}
        </a>
      </p>
    </main>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
