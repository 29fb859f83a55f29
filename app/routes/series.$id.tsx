import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SeriesDetail } from "~/components/series/series-detail";
import { getSeriesById } from "~/domain/series/queries.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.series.title} — AnimeStream` : "Series not found — AnimeStream" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const series = Number.isSafeInteger(id) && id > 0 ? await getSeriesById(context.app.db, id) : undefined;
  if (!series) throw new Response("Series not found", { status: 404 });
  return { series };
}

export default function SeriesById() {
  const { series } = useLoaderData<typeof loader>();
  return <SeriesDetail series={series} />;
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
