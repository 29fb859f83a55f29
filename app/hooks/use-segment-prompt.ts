import { useEffect, useState, type RefObject } from "react";
import type { SkipRange } from "~/lib/skip-ranges";

/** How long the button stays, as Jellyfin's media segments do. */
const SHOWN_MS = 8_000;

/**
 * Whether to offer skipping `range` of `video` now (ranges too short to skip are null already): from the moment playback enters it, for
 * eight seconds or until it leaves; seeking into it (back again, or within it) offers it anew.
 */
export function useSegmentPrompt(video: RefObject<HTMLVideoElement | null>, range: SkipRange | null) {
  const [offered, setOffered] = useState(false);
  const start = range?.start ?? 0;
  const end = range?.end ?? null;

  useEffect(() => {
    const element = video.current;
    if (!element || end === null) return;
    let inside = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const withdraw = () => {
      clearTimeout(timer);
      setOffered(false);
    };
    const follow = (event: Event) => {
      const entered = element.currentTime >= start && element.currentTime < end;
      if (entered && (!inside || event.type === "seeked")) {
        withdraw();
        setOffered(true);
        timer = setTimeout(withdraw, SHOWN_MS);
      } else if (!entered && inside) withdraw();
      inside = entered;
    };
    element.addEventListener("timeupdate", follow);
    element.addEventListener("seeked", follow);
    return () => {
      element.removeEventListener("timeupdate", follow);
      element.removeEventListener("seeked", follow);
      withdraw();
    };
  }, [video, start, end]);

  return offered;
}
