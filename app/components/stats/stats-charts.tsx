import { Columns } from "~/components/charts/columns";
import { LabelledBars } from "~/components/charts/labelled-bars";
import type { ViewerStatsView } from "~/domain/stats/responses";
import { audioLabel, genreLabel } from "~/i18n/catalogue-labels";
import { dateFormat, formatCount, numberFormat } from "~/lib/intl-formats";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { clock, WeekHeatmap } from "./week-heatmap";

type Share = ViewerStatsView["genres"][number];

/** The answer's audio keys as the catalogue's words, which have labels. */
const AUDIO_WORDS = { sub: "Sub", dub: "Dub", raw: "Raw" } as const;

/** Names of the months and weekdays (Monday first) in the page's language, as Intl writes them short. */
function calendarNames(locale: string) {
  const month = dateFormat(locale, { month: "short", timeZone: "UTC" });
  const weekday = dateFormat(locale, { weekday: "short", timeZone: "UTC" });
  return {
    months: Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2026, index, 15))),
    // 5 January 2026 was a Monday.
    weekdays: Array.from({ length: 7 }, (_, index) => weekday.format(Date.UTC(2026, 0, 5 + index))),
  };
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="panel">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-3xl font-black tabular-nums">{value}</dd>
    </div>
  );
}

/** Genres, studios or tags by time spent, each with its hours and episodes written beside its bar. */
function Shares({
  title,
  shares,
  year,
  name = (text) => text,
}: {
  title: string;
  shares: Share[];
  year: number;
  name?: (text: string) => string;
}) {
  const locale = getLocale();
  const hours = numberFormat(locale, { maximumFractionDigits: 1 });
  const top = shares[0];
  return (
    <LabelledBars
      title={title}
      summary={top ? m.stats_shares_summary({ name: name(top.name), hours: hours.format(top.hours) }) : ""}
      empty={m.stats_nothing({ year })}
      rows={shares.map((share) => ({
        key: share.name,
        label: <bdi>{name(share.name)}</bdi>,
        value: share.hours,
        shown: m.stats_hours_and_episodes({ hours: hours.format(share.hours), episodes: share.episodes }),
      }))}
    />
  );
}

/** A viewer's year as totals and charts, each chart with its numbers as text. */
export function StatsCharts({ stats }: { stats: ViewerStatsView }) {
  const locale = getLocale();
  const count = (value: number) => formatCount(locale, value);
  const decimal = numberFormat(locale, { maximumFractionDigits: 1 });
  const { months, weekdays } = calendarNames(locale);
  const busiestMonth = stats.months.indexOf(Math.max(...stats.months));
  const busiestSlot = stats.week
    .flatMap((hours, day) => hours.map((episodes, hour) => ({ day, hour, episodes })))
    .sort((a, b) => b.episodes - a.episodes)[0]!;
  const scored = stats.scores.reduce((sum, value) => sum + value, 0);
  const nothing = m.stats_nothing({ year: stats.year });
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Total label={m.stats_episodes()} value={count(stats.episodes)} />
        <Total label={m.stats_hours()} value={decimal.format(stats.hours)} />
        <Total label={m.stats_series()} value={count(stats.series)} />
        <Total label={m.stats_completed()} value={count(stats.completed)} />
        <Total label={m.stats_mean_score()} value={stats.mean_score === null ? "–" : decimal.format(stats.mean_score)} />
        <Total label={m.stats_streak()} value={count(stats.longest_streak)} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <Columns
          title={m.stats_by_month()}
          summary={stats.episodes > 0 ? m.stats_by_month_summary({ month: months[busiestMonth]! }) : nothing}
          rows={stats.months.map((value, index) => ({ key: String(index), label: months[index]!, value }))}
          headers={[m.stats_col_month(), m.stats_episodes()]}
          tableLabel={m.stats_show_table()}
        />
        <WeekHeatmap
          week={stats.week}
          weekdays={weekdays}
          summary={
            busiestSlot.episodes > 0
              ? m.stats_when_summary({ weekday: weekdays[busiestSlot.day]!, hour: clock(busiestSlot.hour) })
              : nothing
          }
        />
        <Shares title={m.stats_genres()} shares={stats.genres} year={stats.year} name={genreLabel} />
        <Shares title={m.stats_studios()} shares={stats.studios} year={stats.year} />
        <Shares title={m.stats_tags()} shares={stats.tags} year={stats.year} />
        <Columns
          title={m.stats_scores()}
          summary={scored > 0 && stats.mean_score !== null ? m.stats_scores_summary({ mean: decimal.format(stats.mean_score) }) : nothing}
          rows={stats.scores.map((value, index) => ({ key: String(index + 1), label: count(index + 1), value }))}
          headers={[m.stats_col_score(), m.stats_series()]}
          tableLabel={m.stats_show_table()}
        />
        <LabelledBars
          title={m.stats_audio()}
          summary={m.stats_audio_summary({ sub: count(stats.audio.sub), dub: count(stats.audio.dub) })}
          empty={nothing}
          rows={
            stats.episodes > 0
              ? (["sub", "dub", "raw", "unknown"] as const).map((kind) => ({
                  key: kind,
                  label: kind === "unknown" ? m.stats_audio_unknown() : audioLabel(AUDIO_WORDS[kind]),
                  value: stats.audio[kind],
                  shown: count(stats.audio[kind]),
                }))
              : []
          }
        />
      </div>
    </>
  );
}
