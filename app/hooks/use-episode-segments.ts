// An episode's skip segments as the player offers them (issue #82, decision 068): at once the
// admin's intro and outro the page was drawn with, then the list the API answers (the admin's,
// else AniSkip's, and the viewers' still above the threshold), asked once the player is mounted,
// so no render waits on AniSkip. Offline, or when the call fails, the page's own stay.
import { useEffect, useState } from "react";
import type { Segments } from "~/lib/skip-ranges";
import { SEGMENT_KINDS, type SegmentKind } from "~/lib/vocabulary/segment-kinds";

export type OfferedSegment = { kind: SegmentKind; start: number; end: number };

const fromPage = (segments: Segments): OfferedSegment[] => [
  ...(segments.intro ? [{ kind: "intro" as const, ...segments.intro }] : []),
  ...(segments.outro ? [{ kind: "outro" as const, ...segments.outro }] : []),
];

/** A segment of the API's answer the player can use: a known kind, a range that runs forward. */
const isOffered = (item: unknown): item is OfferedSegment => {
  const { kind, start, end } = (item ?? {}) as Partial<Record<keyof OfferedSegment, unknown>>;
  return SEGMENT_KINDS.includes(kind as SegmentKind) && typeof start === "number" && typeof end === "number" && end > start;
};

export function useEpisodeSegments(episodeId: number, pageSegments: Segments): OfferedSegment[] {
  const [segments, setSegments] = useState(() => fromPage(pageSegments));
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/episodes/${episodeId}/segments`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => {
        if (Array.isArray(answer)) setSegments(answer.filter(isOffered).map(({ kind, start, end }) => ({ kind, start, end })));
      })
      .catch(() => {});
    return () => controller.abort();
  }, [episodeId]);
  return segments;
}
