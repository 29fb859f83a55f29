import { useRouteLoaderData } from "react-router";
import { seriesTitleFor } from "~/i18n/series-titles";
import type { AltTitle } from "~/lib/alt-titles";
import type { TitleLanguage } from "~/lib/vocabulary/title-languages";
import { getLocale } from "~/paraglide/runtime";

/**
 * The title this page shows for a series (app/i18n/series-titles.ts), by the viewer's title
 * language as the root loader read it: "as_named" on every page anyone may share.
 */
export function useSeriesTitle() {
  const root = useRouteLoaderData("root") as { titleLanguage?: TitleLanguage } | undefined;
  const choice = root?.titleLanguage ?? "as_named";
  const locale = getLocale();
  return (series: { title: string; alt_titles?: readonly AltTitle[] | null }) =>
    seriesTitleFor(series.title, series.alt_titles, choice, locale);
}
