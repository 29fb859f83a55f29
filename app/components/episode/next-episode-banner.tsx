import { useState } from "react";
import { Icon } from "~/components/ui/icons";
import { useMinuteClock, useViewerTimeZone } from "~/hooks/use-viewer-clock";
import { countdown, dateTimeIn } from "~/lib/browser/viewer-time";

export type NextAiring = { at: string; siteText: string; siteTimeZone: string };

/**
 * Shown when the schedule has the next episode; dismissible with JavaScript. The server writes the
 * site's time with its zone named; the browser rewrites it in the viewer's zone with a countdown.
 */
export function NextEpisodeBanner({ next }: { next: NextAiring }) {
  const [open, setOpen] = useState(true);
  const zone = useViewerTimeZone();
  const now = useMinuteClock();
  if (!open) return null;
  const when = zone ? `${dateTimeIn(next.at)} your time` : `${next.siteText} (${next.siteTimeZone})`;
  return (
    <div role="status" className="alert-info flex items-center gap-3">
      <p className="flex-1">
        Estimated the next episode will come at <time dateTime={next.at}>{when}</time>
        {now !== null ? ` (${countdown(next.at, now)})` : null}
      </p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="rounded p-1 hover:bg-sky-200/60 dark:hover:bg-sky-900"
        aria-label="Dismiss"
      >
        <Icon name="close" width={16} height={16} />
      </button>
    </div>
  );
}
