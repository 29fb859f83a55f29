import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { type MetaFunction, useLoaderData } from "react-router";
import { fixedPageMeta } from "~/lib/page-meta";
import { missingSiteText } from "~/lib/vocabulary/site-texts";
import { InfoPage } from "~/components/layout/info-page";
import { infoPageLoader } from "~/web/info-page.server";

export const meta: MetaFunction = fixedPageMeta(
  pageTitle("About Us"),
  `About ${SITE_NAME}: who runs this catalogue of anime and donghua, and why.`,
);

export const loader = infoPageLoader("about");

export default function AboutPage() {
  const { text } = useLoaderData<typeof loader>();
  return <InfoPage title="About Us" text={text} fallback={missingSiteText.about} />;
}
