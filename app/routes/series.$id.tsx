import { pageTitle } from "~/lib/site-name";
import { useLoaderData } from "react-router";
import { SeriesDetail } from "~/components/series/series-detail";
import { seriesPageFor } from "~/web/series-page.server";
import { originOf, seriesPageMeta } from "~/lib/page-meta";
import { m } from "~/paraglide/messages";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/series.$id";
import { notFound } from "~/lib/refusals";
import { asRefusal } from "~/web/form-submission.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seriesPageMeta(originOf(matches), loaderData.series) : [{ title: pageTitle(m.series_not_found_title()) }];

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const id = Number(params.id);
  const page = Number.isSafeInteger(id) && id > 0 ? await seriesPageFor(request, context.get(appContext), id, url.searchParams) : undefined;
  if (!page) throw asRefusal(notFound("Series"));
  return page;
}

export default function SeriesById() {
  return <SeriesDetail {...useLoaderData<typeof loader>()} />;
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
