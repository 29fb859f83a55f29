import { pageTitle } from "~/lib/site-name";
import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { SeriesCards } from "~/components/series-card";
import { Pager, pageFrom, pageLinkTags } from "~/components/ui/pager";
import { BROWSE_PAGE_SIZE, browseFilters, browseSorts, readBrowseQuery } from "~/domain/series/browse";
import { findNumberedPage } from "~/domain/series/catalogue.server";
import { cardOf } from "~/domain/series/present";
import { FormField } from "~/components/ui/form-field";
import { originOf, pageMeta } from "~/lib/page-meta";
import { formatCount } from "~/lib/intl-formats";
import { appContext } from "~/web/router-context.server";
import { readBrowsing } from "~/web/browsing.server";
import type { Route } from "./+types/list";
import { genreLabel, networkLabel, seasonLabel, statusLabel, typeLabel } from "~/i18n/catalogue-labels";
import { localeOfPath } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...pageMeta({
    origin: originOf(matches),
    path: `${location.pathname}${location.search}`,
    title: pageTitle(
      loaderData && loaderData.page > 0 ? m.ui_title_with_page({ title: m.browse_title(), page: loaderData.page + 1 }) : m.browse_title(),
    ),
    description: loaderData ? m.browse_description_count({ count: loaderData.count, total: loaderData.total }) : m.browse_description(),
  }),
  ...(loaderData ? pageLinkTags(location, "page", loaderData.page, loaderData.pageCount) : []),
];

// The filter bar's words: shown in the page's language, while the values sent stay English.
type FilterKey = keyof typeof browseFilters;
const filterLabels: Record<FilterKey, () => string> = {
  genre: m.browse_filter_genre,
  status: m.browse_filter_status,
  network: m.browse_filter_network,
  season: m.browse_filter_season,
  category: m.browse_filter_category,
};
const optionLabels: Record<FilterKey, (value: string) => string> = {
  genre: genreLabel,
  status: statusLabel,
  network: networkLabel,
  season: seasonLabel,
  category: typeLabel,
};
const sortLabels: Record<(typeof browseSorts)[number], () => string> = {
  members: m.browse_sort_members,
  score: m.browse_sort_score,
  title: m.browse_sort_title,
};

// A GET form and links: no app in the browser (docs/decisions/052-hydration.md), so a filter loads
// the next page whole, as it does without JavaScript.
export const handle = { hydrate: false };

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const params = url.searchParams;
  const query = readBrowseQuery(params);
  const asked = pageFrom(params, "page", Number.MAX_SAFE_INTEGER);
  const { items, total, capped, page, pageCount } = await findNumberedPage(
    app,
    { ...query, hiddenFor: await readBrowsing(request, app) },
    query.sort || "relevance",
    asked,
    BROWSE_PAGE_SIZE,
  );
  return {
    query,
    series: items.map(cardOf),
    count: total,
    total: `${formatCount(getLocale(), total)}${capped ? "+" : ""}`,
    capped,
    page,
    pageCount,
  };
}

export default function Browse() {
  const { query, series, count, total, capped, page, pageCount } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // The router's own location carries the language prefix; the site path is what is compared.
  const loading = navigation.state === "loading" && localeOfPath(navigation.location.pathname).path === "/list";
  return (
    <main className="mx-auto max-w-7xl px-2 py-6 sm:px-4">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{m.browse_title()}</h1>
      {/* A GET form: every filter works without JavaScript and every result has its own address. */}
      <Form
        method="get"
        className="panel mb-6 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-5"
        role="search"
        key={JSON.stringify(query)}
      >
        <div className="col-span-2 md:col-span-4 xl:col-span-2">
          <label htmlFor="q" className="label">
            {m.browse_search()}
          </label>
          <input id="q" name="q" type="search" defaultValue={query.q} placeholder={m.browse_search_placeholder()} className="field" />
        </div>
        {(Object.keys(browseFilters) as FilterKey[]).map((key) => (
          <div key={key}>
            <label htmlFor={key} className="label">
              {filterLabels[key]()}
            </label>
            <select id={key} name={key} defaultValue={query[key]} className="field">
              <option value="">{m.browse_all()}</option>
              {browseFilters[key].options.map((option) => (
                <option key={option} value={option}>
                  {optionLabels[key](option)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div>
          <label htmlFor="sort" className="label">
            {m.browse_sort()}
          </label>
          <select id="sort" name="sort" defaultValue={query.sort} className="field">
            <option value="">{query.q ? m.browse_sort_best_match() : m.browse_sort_recent()}</option>
            {browseSorts.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]()}
              </option>
            ))}
          </select>
        </div>
        <FormField label={m.browse_start_date()} name="start" type="date" defaultValue={query.start} />
        <FormField label={m.browse_end_date()} name="end" type="date" defaultValue={query.end} />
        <div className="col-span-2 flex flex-wrap items-center gap-2 md:col-span-4 xl:col-span-5 xl:justify-end">
          {/* A plain checkbox: ticked, the form sends has_dub=true (decision 049). */}
          <label className="me-auto flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="has_dub" value="true" defaultChecked={query.has_dub} className="h-4 w-4 accent-rose-600" />
            {m.browse_filter_has_dub()}
          </label>
          <button type="submit" className="btn-primary">
            {m.browse_apply()}
          </button>
          <Link to="/list" className="btn-ghost">
            {m.browse_reset()}
          </Link>
        </div>
      </Form>
      {loading ? (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-rose-500 border-t-transparent" />
          {` ${m.browse_loading()}`}
        </p>
      ) : null}
      {series.length === 0 ? (
        <p className="panel text-slate-600 dark:text-slate-400">{m.ui_no_series_found()}</p>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
              {m.browse_total({ count, total })}
            </p>
            {pageCount > 1 ? <Pager param="page" page={page} pageCount={pageCount} capped={capped} label={m.browse_pager()} /> : null}
          </div>
          <SeriesCards series={series} eager={4} />
          {pageCount > 1 ? (
            <div className="mt-4 flex justify-center">
              <Pager param="page" page={page} pageCount={pageCount} capped={capped} label={m.browse_pager()} />
            </div>
          ) : null}
        </>
      )}
    </main>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
