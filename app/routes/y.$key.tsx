import { pageTitle } from "~/lib/site-name";
import { useLoaderData } from "react-router";
import { getViewerStats } from "~/domain/stats/queries.server";
import { sharedYear } from "~/domain/year-shares/queries.server";
import { YearSummary } from "~/components/stats/year-summary";
import { asRefusal } from "~/web/form-submission.server";
import { appContext } from "~/web/router-context.server";
import { notFound } from "~/lib/refusals";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/y.$key";

// A viewer's year as they shared it (issue #85, decision 076): public at an unguessable address,
// kept out of search engines, gone once revoked.

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data) return [{ title: pageTitle(m.year_not_found()) }, { name: "robots", content: "noindex" }];
  const title = m.year_shared_by({ name: data.name, year: data.stats.year });
  return [
    { title: pageTitle(title) },
    { name: "robots", content: "noindex" },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
  ];
};

export const handle = { hydrate: false };

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const shared = await sharedYear(app, params.key);
  if (!shared) throw asRefusal(notFound("Shared year"));
  const stats = await getViewerStats(app, shared.userId, { year: shared.year, tz: shared.timeZone });
  return { name: shared.name ?? "", stats };
}

export default function SharedYear() {
  const { name, stats } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-black tracking-tight">
        <bdi>{m.year_shared_by({ name, year: stats.year })}</bdi>
      </h1>
      <YearSummary stats={stats} />
    </main>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
