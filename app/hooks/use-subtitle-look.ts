import { useCallback, useEffect, useState, type RefObject } from "react";
import { readStored, writeStored } from "~/lib/browser/local-store";
import {
  type CuePlacement,
  cuePlacement,
  defaultSubtitleLook,
  parseSubtitleLook,
  SUBTITLE_LOOK_KEY,
  type SubtitleLook,
} from "~/lib/browser/subtitle-look";

/** Each cue's place as its file gave it, which moving it back down restores. */
const authoredPlaces = new WeakMap<VTTCue, CuePlacement>();

function place(cue: TextTrackCue, position: SubtitleLook["position"], above: TextTrack | null) {
  if (!(cue instanceof VTTCue)) return;
  let authored = authoredPlaces.get(cue);
  if (!authored) {
    authored = { line: cue.line, snapToLines: cue.snapToLines };
    authoredPlaces.set(cue, authored);
  }
  const { line, snapToLines } = cuePlacement(position, authored, cue.track === above);
  // Only what changes is set: an assignment marks the cue for drawing again.
  if (cue.snapToLines !== snapToLines) cue.snapToLines = snapToLines;
  if (cue.line !== line) cue.line = line;
}

/**
 * The subtitle look this browser chose (known once hydrated) and a way to change a part of it,
 * which it remembers. Size, colour and background are styles (cueProperties); the position places
 * every cue of `video`'s text tracks, ours and those hls.js adds, as they load and as they show,
 * the cues of the second track shown (`second`, an index of its <track> elements) at the top.
 */
export function useSubtitleLook(video: RefObject<HTMLVideoElement | null>, second: number | null) {
  const [look, setLook] = useState(defaultSubtitleLook);
  useEffect(() => setLook(readStored(SUBTITLE_LOOK_KEY, parseSubtitleLook)), []);

  const change = useCallback((part: Partial<SubtitleLook>) => {
    setLook((current) => {
      const next = { ...current, ...part };
      writeStored(SUBTITLE_LOOK_KEY, next);
      return next;
    });
  }, []);

  const { position } = look;
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const tracks = element.textTracks;
    const above = second === null ? null : (element.querySelectorAll("track")[second]?.track ?? null);
    const placeAll = () => {
      for (const track of tracks) for (const cue of track.cues ?? []) place(cue, position, above);
    };
    // A cue hls.js adds while playing is placed when it shows.
    const placeShowing = (event: Event) => {
      for (const cue of (event.target as TextTrack).activeCues ?? []) place(cue, position, above);
    };
    const watched = new Set<TextTrack>();
    const watch = () => {
      for (const track of tracks)
        if (!watched.has(track)) {
          watched.add(track);
          track.addEventListener("cuechange", placeShowing);
        }
      placeAll();
    };
    watch();
    tracks.addEventListener("addtrack", watch);
    // A <track>'s cues arrive with its load event, which does not bubble: caught on the way down.
    element.addEventListener("load", placeAll, true);
    return () => {
      tracks.removeEventListener("addtrack", watch);
      element.removeEventListener("load", placeAll, true);
      for (const track of watched) track.removeEventListener("cuechange", placeShowing);
    };
  }, [video, position, second]);

  return [look, change] as const;
}
