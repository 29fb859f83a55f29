import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { type MetaFunction, useLoaderData } from "react-router";
import { fixedPageMeta } from "~/lib/page-meta";
import { m } from "~/paraglide/messages";
import { InfoPage } from "~/components/layout/info-page";
import { infoPageLoader } from "~/web/info-page.server";

export const meta: MetaFunction = fixedPageMeta(
  () => pageTitle(m.info_disclaimer_title()),
  () => m.info_disclaimer_description({ site: SITE_NAME }),
);

export const loader = infoPageLoader("disclaimer");

// Text and links only: no app in the browser (docs/decisions/052-hydration.md).
export const handle = { hydrate: false };

export default function DisclaimerPage() {
  const { text } = useLoaderData<typeof loader>();
  return <InfoPage title={m.info_disclaimer_title()} text={text} fallback={m.info_missing_disclaimer()} />;
}
