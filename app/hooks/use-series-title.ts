import { useRouteLoaderData } from "react-router";
import { seriesTitleFor } from "~/i18n/series-titles";
import type { AltTitle } from "~/lib/alt-titles";
import type { TitleLanguage } from "~/lib/vocabulary/title-languages";
import { getLocale } from "~/paraglide/runtime";

/** The viewer's title language as the root loader read it: "as_named" on every page anyone may share. */
export function useTitleLanguage(): TitleLanguage {
  return (useRouteLoaderData("root") as { titleLanguage?: TitleLanguage } | undefined)?.titleLanguage ?? "as_named";
}

/** The title this page shows for a series (app/i18n/series-titles.ts), by the viewer's title language. */
export function useSeriesTitle() {
  const choice = useTitleLanguage();
  const locale = getLocale();
  return (series: { title: string; alt_titles?: readonly AltTitle[] | null }) =>
    seriesTitleFor(series.title, series.alt_titles, choice, locale);
}
