import { useState } from "react";
import { Icon } from "~/components/ui/icons";
import { useMinuteClock, useViewerTimeZone } from "~/hooks/use-viewer-clock";
import { countdown, dateTimeIn } from "~/lib/browser/viewer-time";
import type { NextAiring } from "~/lib/episode-player-data";
import { aroundSlot } from "~/lib/message-slot";
import { m } from "~/paraglide/messages";

/**
 * Shown when the schedule has the next episode; dismissible with JavaScript. The server writes the
 * site's time with its zone named; the browser rewrites it in the viewer's zone with a countdown.
 */
export function NextEpisodeBanner({ next }: { next: NextAiring }) {
  const [open, setOpen] = useState(true);
  const zone = useViewerTimeZone();
  const now = useMinuteClock();
  if (!open) return null;
  const when = zone ? m.episode_next_airing_your_time({ when: dateTimeIn(next.at) }) : `${next.siteText} (${next.siteTimeZone})`;
  // The sentence around a <time>.
  const [before, after] = aroundSlot((slot) => m.episode_next_airing({ when: slot }));
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
