import { Link } from "react-router";
import { LinkTabs } from "~/components/ui/link-tabs";
import type { Top10Entry } from "~/domain/top10/queries.server";
import { formatRating, seriesTitle } from "~/lib/display";
import { useSeriesTitle } from "~/hooks/use-series-title";
import { seriesImage } from "~/lib/images";
import { CoverThumb } from "~/components/ui/picture";
import { OneLineTitle } from "~/components/ui/one-line-title";
import { genreLabel } from "~/i18n/catalogue-labels";
import { m } from "~/paraglide/messages";

// Labels are message functions, called at render in the page's language.
export const top10Tabs = [
  { value: "weekly", label: m.home_top10_weekly },
  { value: "monthly", label: m.home_top10_monthly },
  { value: "all", label: m.home_top10_all },
] as const;

function Ranking({ entries }: { entries: Top10Entry[] }) {
  const titleOf = useSeriesTitle();
  if (entries.length === 0) return <p className="py-4 text-sm text-slate-600 dark:text-slate-400">{m.ui_no_series_found()}</p>;
  return (
    <ol className="space-y-2">
      {entries.map((entry) => (
        <li
          key={entry.series_id}
          className="relative flex items-center gap-3 rounded-lg p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800/70"
        >
          <span
            className={`w-7 shrink-0 text-center text-lg font-black ${entry.rank <= 3 ? "text-rose-700 dark:text-rose-400" : "text-slate-500 dark:text-slate-400"}`}
          >
            {entry.rank}
          </span>
          <CoverThumb src={seriesImage(entry)} className="shrink-0" />
          <div className="min-w-0 flex-1">
            <Link to={`/${entry.slug}`} className="block text-sm font-semibold after:absolute after:inset-0 hover:text-rose-500">
              <OneLineTitle>{seriesTitle(titleOf(entry))}</OneLineTitle>
            </Link>
            <p className="line-clamp-1 text-xs text-slate-600 dark:text-slate-400">
              {entry.genres.map(genreLabel).join(m.ui_list_separator())}
            </p>
          </div>
          <span className="shrink-0 text-sm font-semibold text-amber-700 dark:text-amber-400">
            <span aria-hidden="true">★ {formatRating(entry.rating)}</span>
            <span className="sr-only">{m.home_top10_rating({ rating: formatRating(entry.rating) })}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function Top10Panel({ lists, selected }: { lists: Record<string, Top10Entry[]>; selected: string }) {
  return (
    <section id="top10" aria-labelledby="top10-title" className="panel scroll-mt-20">
      <h2 id="top10-title" className="mb-3 text-xl font-bold tracking-tight">
        {m.home_top10_heading()}
      </h2>
      <LinkTabs
        id="top10"
        label={m.home_top10_periods()}
        selected={selected}
        hrefFor={(value) => `?top=${value}#top10`}
        items={top10Tabs.map((tab) => ({ value: tab.value, label: tab.label() }))}
      >
        {(value) => <Ranking entries={lists[value] ?? []} />}
      </LinkTabs>
    </section>
  );
}
