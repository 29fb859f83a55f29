import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { Link, useLoaderData } from "react-router";
import { SeriesCards } from "~/components/series-card";
import { PageSizeForm, pageSizeFrom } from "~/components/ui/page-size";
import { Pager, pageFrom, pageLinkTags } from "~/components/ui/pager";
import { A_TO_Z, OTHER_LETTER } from "~/domain/series/browse";
import { findNumberedPage } from "~/domain/series/catalogue.server";
import { cardOf } from "~/domain/series/present";
import { originOf, pageMeta } from "~/lib/page-meta";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/atoz";
import { m } from "~/paraglide/messages";

/** "A to Z list — B (page 2)": the letter and the page when there are ones. */
function titleOf(letter: string, page: number) {
  const title = letter ? m.atoz_title_letter({ letter }) : m.atoz_title();
  return page > 0 ? m.ui_title_with_page({ title, page: page + 1 }) : title;
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...pageMeta({
    origin: originOf(matches),
    path: `${location.pathname}${location.search}`,
    title: pageTitle(titleOf(loaderData?.letter ?? "", loaderData?.page ?? 0)),
    description:
      loaderData?.letter === OTHER_LETTER
        ? m.atoz_description_other()
        : loaderData?.letter
          ? m.atoz_description_letter({ letter: loaderData.letter })
          : m.atoz_description({ site: SITE_NAME }),
  }),
  ...(loaderData ? pageLinkTags(location, "page", loaderData.page, loaderData.pageCount) : []),
];

const PAGE_SIZES = [6, 12, 24, 48];

// Links and a GET form whose menu sends itself through an island: no app (docs/decisions/052-hydration.md).
export const handle = { hydrate: false };

export async function loader({ context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const letter = A_TO_Z.includes(params.get("letter") ?? "") ? params.get("letter")! : "";
  const size = pageSizeFrom(params, PAGE_SIZES, 12);
  const asked = pageFrom(params, "page", Number.MAX_SAFE_INTEGER);
  const { items, page, pageCount, capped } = await findNumberedPage(
    context.get(appContext),
    { letter: letter || undefined },
    "title",
    asked,
    size,
  );
  return { letter, size, page, pageCount, capped, series: items.map(cardOf) };
}

export default function AtoZ() {
  const { letter, size, page, pageCount, capped, series } = useLoaderData<typeof loader>();
  const hrefFor = (value: string) =>
    `?${new URLSearchParams({ ...(value ? { letter: value } : {}), ...(size !== 12 ? { size: String(size) } : {}) })}`;
  const letterClass = (active: boolean) =>
    `flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold ${active ? "bg-rose-600 text-white" : "bg-white ring-1 ring-slate-200 hover:bg-slate-100 dark:bg-slate-900 dark:ring-slate-800 dark:hover:bg-slate-800"}`;
  return (
    <main className="mx-auto max-w-7xl px-2 py-6 sm:px-4">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{m.atoz_title()}</h1>
      <nav aria-label={m.atoz_letters()} className="mb-4 flex flex-wrap gap-1.5">
        <Link to={hrefFor("")} className={letterClass(letter === "")} aria-current={letter === "" ? "page" : undefined}>
          {m.atoz_all()}
        </Link>
        {A_TO_Z.map((item) => (
          <Link
            key={item}
            to={hrefFor(item)}
            className={letterClass(letter === item)}
            aria-current={letter === item ? "page" : undefined}
            aria-label={item === OTHER_LETTER ? m.atoz_other_letter() : undefined}
          >
            {item}
          </Link>
        ))}
      </nav>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PageSizeForm id="size" label={m.atoz_per_page()} size={size} sizes={PAGE_SIZES} kept={letter ? [["letter", letter]] : []} />
        {pageCount > 1 ? <Pager param="page" page={page} pageCount={pageCount} capped={capped} label={m.atoz_pager()} /> : null}
      </div>
      {series.length === 0 ? (
        <p className="panel text-slate-600 dark:text-slate-400">{m.atoz_none()}</p>
      ) : (
        <SeriesCards series={series} eager={4} />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <p role="alert" className="alert-error">
        {m.atoz_failed()}
      </p>
    </main>
  );
}
