import { Link } from "react-router";
import { LinkTabs } from "~/components/ui/link-tabs";
import { OneLineTitle } from "~/components/ui/one-line-title";
import type { ScheduleEntry } from "~/domain/schedule/queries.server";
import { scheduleTitle } from "~/lib/schedule-display";
import { FeedLinks } from "~/components/ui/feed-links";
import { siteFeeds } from "~/lib/page-meta";
import { useViewerTimeZone } from "~/hooks/use-viewer-clock";
import { clockIn } from "~/lib/browser/viewer-time";
import { m } from "~/paraglide/messages";
import { useSeriesTitle } from "~/hooks/use-series-title";
import { useHydrates } from "~/hooks/use-hydrates";

/** A day of the schedule; its label is the server's, so hydrating builds no Intl formatter. */
export type ScheduleDay = { date: string; label: { weekday: string; day: string }; entries: (ScheduleEntry & { at: string })[] };

function DayEntries({ entries, viewerZone }: { entries: ScheduleDay["entries"]; viewerZone: string | null }) {
  const titleOf = useSeriesTitle();
  if (entries.length === 0) return <p className="py-4 text-sm text-slate-600 dark:text-slate-400">{m.home_schedule_none()}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((entry) => {
        const { text, href } = scheduleTitle(
          entry,
          entry.series_title && titleOf({ title: entry.series_title, alt_titles: entry.series_alt_titles }),
        );
        return (
          <li key={entry.id} className="flex items-center gap-3 py-2.5 text-sm">
            <time dateTime={entry.at} data-date={entry.air_date} className="w-20 shrink-0 font-mono text-rose-600 dark:text-rose-400">
              {viewerZone ? clockIn(entry.at, entry.air_date) : entry.air_time}
            </time>
            <OneLineTitle className="flex-1 font-medium">
              {href ? (
                <Link to={href} className="hover:text-rose-500 hover:underline">
                  {text}
                </Link>
              ) : (
                text
              )}
            </OneLineTitle>
            {entry.episode_number != null ? (
              <span className="chip-muted shrink-0">{m.common_episode_n({ number: entry.episode_number })}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 14 day tabs from today; the first is today. The times are the site's, in the viewer's own zone
 * once the page runs in their browser: by React where the app runs, else (a page without the app,
 * docs/decisions/052-hydration.md) by the schedule-times island, loaded at once only when the
 * viewer's zone is not the site's.
 */
export function SchedulePanel({ days, selected, siteTimeZone }: { days: ScheduleDay[]; selected: number; siteTimeZone: string }) {
  const viewerZone = useViewerTimeZone();
  const islands = !useHydrates();
  return (
    <section
      id="schedule"
      aria-labelledby="schedule-title"
      className="panel scroll-mt-20"
      {...(islands ? { "data-island": "schedule-times", "data-island-on": "zone", "data-zone": siteTimeZone } : {})}
    >
      <h2 id="schedule-title" className="mb-1 text-xl font-bold tracking-tight">
        {m.home_schedule_heading()}
      </h2>
      <p data-part="zone" className="text-sm text-slate-600 dark:text-slate-400">
        {viewerZone ? m.home_schedule_viewer_zone({ zone: viewerZone }) : m.home_schedule_site_zone({ zone: siteTimeZone })}
      </p>
      <FeedLinks feeds={siteFeeds} className="mb-3" />
      <LinkTabs
        id="schedule-day"
        label={m.home_schedule_days()}
        listClassName="grid grid-cols-4 gap-1 sm:grid-cols-7"
        selected={String(selected)}
        hrefFor={(value) => (value === "0" ? "?#schedule" : `?day=${value}#schedule`)}
        items={days.map((day, index) => {
          const { weekday, day: date } = day.label;
          return {
            value: String(index),
            label: (
              <>
                <span className="block">{index === 0 ? m.home_schedule_today() : weekday}</span>
                <span className="block font-normal">{date}</span>
              </>
            ),
          };
        })}
      >
        {(value) => <DayEntries entries={days[Number(value)]?.entries ?? []} viewerZone={viewerZone} />}
      </LinkTabs>
    </section>
  );
}
