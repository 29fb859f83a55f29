import { useState } from "react";
import { Icon } from "~/components/ui/icons";
import { useMinuteClock, useViewerTimeZone } from "~/hooks/use-viewer-clock";
import { dateTimeIn } from "~/lib/browser/viewer-time";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

export type NextAiring = { at: string; siteText: string; siteTimeZone: string };

/**
 * "Wed 25 Nov, 18:00" in the viewer's zone. English keeps viewer-time's own (no Intl, whose first
 * use on a page loads the locale data); other languages write it their way.
 */
function viewerDateTime(at: string): string {
  const locale = getLocale();
  if (locale === "en") return dateTimeIn(at);
  const options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" };
  return new Intl.DateTimeFormat(locale, options).format(new Date(at));
}

/** "in 2 d 3 h", "in 45 min", or "now" for a moment already reached. */
function countdown(at: string, now: number): string {
  const minutes = Math.ceil((Date.parse(at) - now) / 60_000);
  if (minutes <= 0) return m.episode_countdown_now();
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return m.episode_countdown_days({ days, hours });
  if (hours > 0) return m.episode_countdown_hours({ hours, minutes: minutes % 60 });
  return m.episode_countdown_minutes({ minutes });
}

/** A sentinel no message holds: the sentence is split around it so the time sits in a <time>. */
const SLOT = "\u0000";

/**
 * Shown when the schedule has the next episode; dismissible with JavaScript. The server writes the
 * site's time with its zone named; the browser rewrites it in the viewer's zone with a countdown.
 */
export function NextEpisodeBanner({ next }: { next: NextAiring }) {
  const [open, setOpen] = useState(true);
  const zone = useViewerTimeZone();
  const now = useMinuteClock();
  if (!open) return null;
  const when = zone ? m.episode_next_airing_your_time({ when: viewerDateTime(next.at) }) : `${next.siteText} (${next.siteTimeZone})`;
  const [before, after] = m.episode_next_airing({ when: SLOT }).split(SLOT);
  return (
    <div role="status" className="alert-info flex items-center gap-3">
      <p className="flex-1">
        {before}
        <time dateTime={next.at}>{when}</time>
        {after}
        {now !== null ? ` (${countdown(next.at, now)})` : null}
      </p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="rounded p-1 hover:bg-sky-200/60 dark:hover:bg-sky-900"
        aria-label={m.episode_next_airing_dismiss()}
      >
        <Icon name="close" width={16} height={16} />
      </button>
    </div>
  );
}
