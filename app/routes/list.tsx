import { pageTitle } from "~/lib/site-name";
import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { SeriesCards } from "~/components/series-card";
import { Pager, pageFrom, pageLinkTags } from "~/components/ui/pager";
import { BROWSE_PAGE_SIZE, browseFilters, browseSorts, readBrowseQuery } from "~/domain/series/browse";
import { findNumberedPage } from "~/domain/series/catalogue.server";
import { cardOf } from "~/domain/series/present";
import { FormField } from "~/components/ui/form-field";
import { originOf, pageMeta } from "~/lib/page-meta";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...pageMeta({
    origin: originOf(matches),
    path: `${location.pathname}${location.search}`,
    title: pageTitle(`Browse All Series${loaderData && loaderData.page > 0 ? ` (page ${loaderData.page + 1})` : ""}`),
    description: `Browse ${loaderData ? `${loaderData.total} ` : ""}anime and donghua series by genre, status, network, season and category.`,
  }),
  ...(loaderData ? pageLinkTags(location, "page", loaderData.page, loaderData.pageCount) : []),
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const query = readBrowseQuery(params);
  const asked = pageFrom(params, "page", Number.MAX_SAFE_INTEGER);
  const { items, total, capped, page, pageCount } = await findNumberedPage(
    context.get(appContext),
    query,
    query.sort || "relevance",
    asked,
    BROWSE_PAGE_SIZE,
  );
  return { query, series: items.map(cardOf), total: `${total.toLocaleString("en")}${capped ? "+" : ""}`, capped, page, pageCount };
}

export default function Browse() {
  const { query, series, total, capped, page, pageCount } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/list";
  return (
    <main className="mx-auto max-w-7xl px-2 py-6 sm:px-4">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">Browse All Series</h1>
      {/* A GET form: every filter works without JavaScript and every result has its own address. */}
      <Form
        method="get"
        className="panel mb-6 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-10"
        role="search"
        key={JSON.stringify(query)}
      >
        <div className="col-span-2 md:col-span-4 xl:col-span-2">
          <label htmlFor="q" className="label">
            Search
          </label>
          <input id="q" name="q" type="search" defaultValue={query.q} placeholder="Title…" className="field" />
        </div>
        {(Object.keys(browseFilters) as (keyof typeof browseFilters)[]).map((key) => (
          <div key={key}>
            <label htmlFor={key} className="label">
              {browseFilters[key].label}
            </label>
            <select id={key} name={key} defaultValue={query[key]} className="field">
              <option value="">All</option>
              {browseFilters[key].options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div>
          <label htmlFor="sort" className="label">
            Sort
          </label>
          <select id="sort" name="sort" defaultValue={query.sort} className="field">
            <option value="">{query.q ? "Best match" : "Recently updated"}</option>
            {Object.entries(browseSorts).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <FormField label="Start Date" name="start" type="date" defaultValue={query.start} />
        <FormField label="End Date" name="end" type="date" defaultValue={query.end} />
        <div className="col-span-2 flex items-end gap-2 md:col-span-4 xl:col-span-10 xl:justify-end">
          <button type="submit" className="btn-primary">
            Apply
          </button>
          <Link to="/list" className="btn-ghost">
            Reset
          </Link>
        </div>
      </Form>
      {loading ? (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-rose-500 border-t-transparent" /> Loading…
        </p>
      ) : null}
      {series.length === 0 ? (
        <p className="panel text-slate-600 dark:text-slate-400">No series found.</p>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
              {total} series
            </p>
            {pageCount > 1 ? <Pager param="page" page={page} pageCount={pageCount} capped={capped} label="Browse" /> : null}
          </div>
          <SeriesCards series={series} eager={4} />
          {pageCount > 1 ? (
            <div className="mt-4 flex justify-center">
              <Pager param="page" page={page} pageCount={pageCount} capped={capped} label="Browse" />
            </div>
          ) : null}
        </>
      )}
    </main>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
