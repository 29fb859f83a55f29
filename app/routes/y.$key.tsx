import { pageTitle } from "~/lib/site-name";
import { useLoaderData } from "react-router";
import { sharedYearStats } from "~/domain/year-shares/queries.server";
import { YearSummary } from "~/components/stats/year-summary";
import { yearCardSvg } from "~/components/stats/year-card";
import { yearCardVersion } from "~/domain/year-shares/card.server";
import { yearSharePath } from "~/domain/year-shares/paths";
import { YEAR_CARD } from "~/lib/year-card";
import { siteOrigin, siteUrl } from "~/lib/site-url";
import { localized } from "~/lib/locale-paths";
import { asRefusal } from "~/web/form-submission.server";
import { appContext } from "~/web/router-context.server";
import { notFound } from "~/lib/refusals";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/y.$key";

// A viewer's year as they shared it (issue #85, decision 076): public at an unguessable address,
// kept out of search engines, gone once revoked.

/** The card (decision 077), drawn when a preview first asks for it, never while this page waits. */
const cardMeta = (address: string, title: string) => [
  { property: "og:image", content: address },
  { property: "og:image:type", content: "image/png" },
  { property: "og:image:width", content: String(YEAR_CARD.width) },
  { property: "og:image:height", content: String(YEAR_CARD.height) },
  { property: "og:image:alt", content: title },
  { name: "twitter:card", content: "summary_large_image" },
];

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data) return [{ title: pageTitle(m.year_not_found()) }, { name: "robots", content: "noindex" }];
  const title = m.year_shared_by({ name: data.name, year: data.stats.year });
  return [
    { title: pageTitle(title) },
    { name: "robots", content: "noindex" },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
    ...(data.card ? cardMeta(data.card, title) : []),
  ];
};

export const handle = { hydrate: false };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const shared = await sharedYearStats(app, params.key);
  if (!shared) throw asRefusal(notFound("Shared year"));
  const { name, stats } = shared;
  // The card's address, named by what it shows: a preview that kept an older card asks for the new one.
  const version = await yearCardVersion(app, yearCardSvg(name, stats));
  const card = version ? siteUrl(siteOrigin(app.env, request.url), localized(`${yearSharePath(params.key)}/card.png?v=${version}`)) : null;
  return { name, stats, card };
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
