import { useEffect, useState, type RefObject } from "react";
import type { SegmentKind } from "~/lib/vocabulary/segment-kinds";
import type { OfferedSegment } from "./use-episode-segments";

/** How long the button stays, as Jellyfin's media segments do. */
const SHOWN_MS = 8_000;

/**
 * The segment of `video` to offer skipping now: from the moment playback enters one, for eight
 * seconds or until it leaves; seeking into it (back again, or within it) offers it anew. A segment
 * of a kind in `autoSkip` is passed over at once instead, on entering it as the video plays (a
 * seek into it is the viewer's own choice, and stays).
 */
export function useSegmentPrompt(video: RefObject<HTMLVideoElement | null>, segments: OfferedSegment[], autoSkip: readonly SegmentKind[]) {
  const [offered, setOffered] = useState<OfferedSegment | null>(null);
  // The effect starts again only when what it follows changes, not for each new array.
  const key = JSON.stringify([segments, autoSkip]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for segments and autoSkip
  useEffect(() => {
    const element = video.current;
    if (!element || segments.length === 0) return;
    let inside: OfferedSegment | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A seek fires timeupdate before seeked: from `seeking` to `seeked` it is the viewer's move,
    // unless it is the hook's own jump past a segment, which plays on as playback does.
    let seeking: "viewer" | "skip" | null = null;
    const withdraw = () => {
      clearTimeout(timer);
      setOffered(null);
    };
    const follow = (event: Event) => {
      if (event.type === "seeking") {
        seeking ??= "viewer";
        return;
      }
      if (event.type === "timeupdate" && seeking) return;
      const bySeek = event.type === "seeked" && seeking === "viewer";
      if (event.type === "seeked") seeking = null;
      const time = element.currentTime;
      const entered = segments.find((segment) => time >= segment.start && time < segment.end) ?? null;
      if (entered && (entered !== inside || bySeek)) {
        withdraw();
        if (!bySeek && autoSkip.includes(entered.kind)) {
          seeking = "skip";
          inside = null;
          element.currentTime = entered.end;
          return;
        }
        setOffered(entered);
        timer = setTimeout(withdraw, SHOWN_MS);
      } else if (!entered && inside) withdraw();
      inside = entered;
    };
    const events = ["timeupdate", "seeking", "seeked"] as const;
    for (const name of events) element.addEventListener(name, follow);
    return () => {
      for (const name of events) element.removeEventListener(name, follow);
      withdraw();
    };
  }, [video, key]);

  return offered;
}
