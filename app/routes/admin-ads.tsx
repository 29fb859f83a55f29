import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { type MetaFunction, useLoaderData } from "react-router";
import { AdSlot } from "~/components/home/ad-slot";
import { activeAdFor } from "~/domain/ads/queries.server";
import { fixedPageMeta } from "~/lib/page-meta";
import { appContext } from "~/web/router-context.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/admin-ads";

export const meta: MetaFunction = fixedPageMeta(
  () => pageTitle(m.ads_meta_title()),
  () => m.ads_meta_description({ site: SITE_NAME }),
);

export async function loader({ context }: Route.LoaderArgs) {
  return { sidebar: await activeAdFor(context.get(appContext), "sidebar") };
}

// The public ad placeholder page: what the 300x60 sidebar slot shows right now.
export default function AdPlaceholder() {
  const { sidebar } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{m.ads_title({ site: SITE_NAME })}</h1>
      <div className="panel space-y-4">
        <p className="text-slate-700 dark:text-slate-300">{m.ads_body()}</p>
        <AdSlot ad={sidebar} />
      </div>
    </main>
  );
}
