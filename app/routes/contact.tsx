import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { type MetaFunction, useLoaderData } from "react-router";
import { fixedPageMeta } from "~/lib/page-meta";
import { missingSiteText } from "~/lib/vocabulary/site-texts";
import { InfoPage } from "~/components/layout/info-page";
import { infoPageLoader } from "~/web/info-page.server";

export const meta: MetaFunction = fixedPageMeta(pageTitle("Contact"), `How to reach the ${SITE_NAME} team.`);

export const loader = infoPageLoader("contact");

export default function ContactPage() {
  const { text } = useLoaderData<typeof loader>();
  return <InfoPage title="Contact" text={text} fallback={missingSiteText.contact} />;
}
