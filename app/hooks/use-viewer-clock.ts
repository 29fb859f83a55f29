import { useEffect, useState } from "react";
import { viewerTimeZone } from "~/lib/browser/viewer-time";

/**
 * The viewer's own time zone, once the page runs in their browser; null while it is the server's
 * HTML (the same for every viewer, and cached so), which shows the site's zone, named.
 */
export function useViewerTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(viewerTimeZone()), []);
  return zone;
}

/** The current time, ticking once a minute in the browser (null on the server). */
export function useMinuteClock(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
