import type { Feeds } from "~/lib/page-meta";
import { localized } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";

/** Visible subscribe links for the feeds a page also names in its head. */
export function FeedLinks({ feeds, className = "" }: { feeds: Feeds; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}>
      <span className="text-slate-600 dark:text-slate-400">{m.ui_feeds_subscribe()}</span>
      <a href={localized(feeds.rss)} className="link" type="application/rss+xml">
        {m.ui_feeds_rss()}
      </a>
      <a href={localized(feeds.calendar)} className="link" type="text/calendar">
        {m.ui_feeds_calendar()}
      </a>
    </p>
  );
}
