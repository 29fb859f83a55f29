import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/layout/info-page";
import { infoPageLoader } from "~/domain/settings/info-page.server";

export const meta: MetaFunction = () => [{ title: "About Us — AnimeStream" }];

export const loader = infoPageLoader("about");

export default function AboutPage() {
  const { text } = useLoaderData<typeof loader>();
  return <InfoPage title="About Us" text={text} fallback="About information not available." />;
}
