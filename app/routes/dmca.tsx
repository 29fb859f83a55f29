import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { type MetaFunction, useLoaderData } from "react-router";
import { fixedPageMeta } from "~/lib/page-meta";
import { m } from "~/paraglide/messages";
import { InfoPage } from "~/components/layout/info-page";
import { infoPageLoader } from "~/web/info-page.server";

export const meta: MetaFunction = fixedPageMeta(
  () => pageTitle("DMCA"),
  () => m.info_dmca_description({ site: SITE_NAME }),
);

export const loader = infoPageLoader("dmca");

// Text and links only: no app in the browser (docs/decisions/052-hydration.md).
export const handle = { hydrate: false };

export default function DmcaPage() {
  const { text } = useLoaderData<typeof loader>();
  return <InfoPage title="DMCA" text={text} fallback={m.info_missing_dmca()} />;
}
