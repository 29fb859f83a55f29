import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { type MetaFunction, useLoaderData } from "react-router";
import { fixedPageMeta } from "~/lib/page-meta";
import { missingSiteText } from "~/lib/vocabulary/site-texts";
import { InfoPage } from "~/components/layout/info-page";
import { infoPageLoader } from "~/web/info-page.server";

export const meta: MetaFunction = fixedPageMeta(
  pageTitle("Privacy Policy"),
  `What ${SITE_NAME} keeps about you, and what stays in your own browser.`,
);

export const loader = infoPageLoader("privacy_policy");

export default function PrivacyPolicyPage() {
  const { text } = useLoaderData<typeof loader>();
  return <InfoPage title="Privacy Policy" text={text} fallback={missingSiteText.privacy_policy} />;
}
