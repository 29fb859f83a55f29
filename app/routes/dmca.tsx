import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { type MetaFunction, useLoaderData } from "react-router";
import { fixedPageMeta } from "~/lib/page-meta";
import { missingSiteText } from "~/lib/vocabulary/site-texts";
import { InfoPage } from "~/components/layout/info-page";
import { infoPageLoader } from "~/web/info-page.server";

export const meta: MetaFunction = fixedPageMeta(pageTitle("DMCA"), `How to send ${SITE_NAME} a copyright notice.`);

export const loader = infoPageLoader("dmca");

export default function DmcaPage() {
  const { text } = useLoaderData<typeof loader>();
  return <InfoPage title="DMCA" text={text} fallback={missingSiteText.dmca} />;
}
