import { pageTitle } from "~/lib/site-name";
import { redirect, Link, useActionData, useLoaderData } from "react-router";
import { readForm, asRefusal, submitForm } from "~/web/form-submission.server";
import { ReportForm } from "~/components/episode/report-form";
import { findEpisodeId } from "~/domain/watch-page/queries.server";
import { fileReport } from "~/domain/player-reports/commands.server";
import { findReportTarget } from "~/domain/player-reports/queries.server";
import { PlayerReportInput } from "~/domain/player-reports/schema";
import { seriesTitle } from "~/lib/display";
import { episodeNumberOf, episodePath } from "~/lib/episode-url";
import { appContext, callerIpContext } from "~/web/router-context.server";
import type { Route } from "./+types/$slug_.episode.$number_.report";
import { notFound } from "~/lib/refusals";
import { m } from "~/paraglide/messages";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? pageTitle(m.report_page_title({ episode: m.episode_of_series({ series: loaderData.seriesTitle, number: loaderData.number }) }))
      : pageTitle(m.episode_not_found_title()),
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const number = episodeNumberOf(params.number);
  const target = number ? await findReportTarget(context.get(appContext), params.slug ?? "", number) : undefined;
  if (!target) throw asRefusal(notFound("Episode"));
  return { seriesTitle: seriesTitle(target.series_title), slug: target.slug, number: target.number, servers: target.servers };
}

/** Files the report and goes back to the episode; a refused report shows this page with its errors. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const number = episodeNumberOf(params.number);
  const episodeId = number ? await findEpisodeId(app, params.slug ?? "", number) : undefined;
  if (!number || !episodeId) throw asRefusal(notFound("Episode"));
  const form = await readForm(request);
  form.set("episode_id", String(episodeId));
  return submitForm(form, PlayerReportInput, async (input) => {
    await fileReport(app, input, context.get(callerIpContext));
    return redirect(`${episodePath(params.slug ?? "", number)}?reported=1#report`);
  });
}

export default function ReportPage() {
  const { seriesTitle, slug, number, servers } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const episode = episodePath(slug, number);
  return (
    <main className="mx-auto max-w-xl px-4 py-6">
      <h1 className="mb-1 text-2xl font-bold tracking-tight">{m.report_title()}</h1>
      <p className="mb-4 text-slate-600 dark:text-slate-400">
        <Link to={episode} className="link">
          {m.episode_of_series({ series: seriesTitle, number })}
        </Link>
      </p>
      <div className="panel">
        <ReportForm action={`${episode}/report`} servers={servers} reply={refusal} />
      </div>
    </main>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
