import type { ReactNode } from "react";
import type { ViewerStatsView } from "~/domain/stats/responses";
import { genreLabel } from "~/i18n/catalogue-labels";
import { dateFormat, formatCount, numberFormat } from "~/lib/intl-formats";
import { localized } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="panel space-y-1">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-2xl font-black">{children}</dd>
    </div>
  );
}

/** A year's first or last episode: its series (a link) and the day, on the year's clocks. */
function Moment({ moment, timeZone }: { moment: ViewerStatsView["first"]; timeZone: string }) {
  if (!moment) return <>–</>;
  const day = dateFormat(getLocale(), { day: "numeric", month: "long", timeZone }).format(new Date(moment.watched_at));
  return (
    <span className="flex flex-col gap-1">
      {moment.slug ? (
        <a href={localized(`/${moment.slug}`)} className="link text-lg">
          <bdi>{moment.title}</bdi>
        </a>
      ) : null}
      <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{day}</span>
    </span>
  );
}

/** A year in one page: its totals, its top series and genre, its longest streak, its first and last episode. */
export function YearSummary({ stats }: { stats: ViewerStatsView }) {
  const locale = getLocale();
  const hours = numberFormat(locale, { maximumFractionDigits: 1 });
  const count = (value: number) => formatCount(locale, value);
  return (
    <>
      <dl className="grid grid-cols-3 gap-3">
        <Fact label={m.stats_episodes()}>{count(stats.episodes)}</Fact>
        <Fact label={m.stats_hours()}>{hours.format(stats.hours)}</Fact>
        <Fact label={m.stats_series()}>{count(stats.series)}</Fact>
      </dl>
      {stats.episodes === 0 ? <p className="panel">{m.stats_nothing({ year: stats.year })}</p> : null}
      <section aria-labelledby="top-series" className="panel space-y-3">
        <h2 id="top-series" className="text-lg font-bold">
          {m.year_top_series()}
        </h2>
        <ol className="space-y-2">
          {stats.top_series.slice(0, 5).map((entry, index) => (
            <li key={entry.id} className="flex items-baseline gap-3">
              <span className="w-6 text-end font-black tabular-nums text-rose-600 dark:text-rose-400">{count(index + 1)}</span>
              <a href={localized(`/${entry.slug}`)} dir="auto" className="link min-w-0 flex-1 truncate text-start font-semibold">
                <bdi>{entry.title}</bdi>
              </a>
              <span className="text-sm tabular-nums text-slate-600 dark:text-slate-400">
                {m.stats_hours_and_episodes({ hours: hours.format(entry.hours), episodes: entry.episodes })}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={m.year_top_genre()}>{stats.genres[0] ? genreLabel(stats.genres[0].name) : "–"}</Fact>
        <Fact label={m.stats_streak()}>{count(stats.longest_streak)}</Fact>
        <Fact label={m.year_first()}>
          <Moment moment={stats.first} timeZone={stats.time_zone} />
        </Fact>
        <Fact label={m.year_last()}>
          <Moment moment={stats.last} timeZone={stats.time_zone} />
        </Fact>
      </dl>
    </>
  );
}
