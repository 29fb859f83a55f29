import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SeriesCard } from "~/components/series-card";
import { listSeries } from "~/domain/series/queries.server";

export const meta: MetaFunction = () => [
  { title: "AnimeStream — latest anime and donghua in HD" },
  { name: "description", content: "Watch the latest anime and donghua series online in HD, ad-free." },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return { series: await listSeries(context.app.db) };
}

export default function Home() {
  const { series } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">All Series</h1>
      {series.length === 0 ? (
        <p>No series found.</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-4">
          {series.map((item) => (
            <li key={item.id}>
              <SeriesCard series={item} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
