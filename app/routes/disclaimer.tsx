import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { type MetaFunction, useLoaderData } from "react-router";
import { fixedPageMeta } from "~/lib/page-meta";
import { missingSiteText } from "~/lib/vocabulary/site-texts";
import { InfoPage } from "~/components/layout/info-page";
import { infoPageLoader } from "~/web/info-page.server";

export const meta: MetaFunction = fixedPageMeta(pageTitle("Disclaimer"), `What ${SITE_NAME} hosts and what it links to.`);

export const loader = infoPageLoader("disclaimer");

export default function DisclaimerPage() {
  const { text } = useLoaderData<typeof loader>();
  return <InfoPage title="Disclaimer" text={text} fallback={missingSiteText.disclaimer} />;
}
