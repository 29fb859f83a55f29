import type { Feeds } from "~/lib/page-meta";

/** Visible subscribe links for the feeds a page also names in its head. */
export function FeedLinks({ feeds, className = "" }: { feeds: Feeds; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}>
      <span className="text-slate-600 dark:text-slate-400">Subscribe:</span>
      <a href={feeds.rss} className="link" type="application/rss+xml">
        New episodes (RSS)
      </a>
      <a href={feeds.calendar} className="link" type="text/calendar">
        Air schedule (calendar)
      </a>
    </p>
  );
}
