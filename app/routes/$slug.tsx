import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SeriesDetail } from "~/components/series/series-detail";
import { getSeriesBySlug } from "~/domain/series/queries.server";
import { isReservedSlug } from "~/lib/reserved-slugs";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.series.title} — AnimeStream` : "Series not found — AnimeStream" },
  { name: "description", content: data?.series.description ?? "" },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  // Site paths that look like slugs (the legacy /admin-login among them) are never series.
  const series = isReservedSlug(slug, context.app.env.ADMIN_BASE_PATH) ? undefined : await getSeriesBySlug(context.app.db, slug);
  if (!series) throw new Response("Series not found", { status: 404 });
  return { series };
}

export default function SeriesBySlug() {
  const { series } = useLoaderData<typeof loader>();
  return <SeriesDetail series={series} />;
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
