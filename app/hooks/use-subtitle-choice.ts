import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { readStored, writeStored } from "~/lib/browser/local-store";
import {
  initialSubtitle,
  parseSubtitleChoice,
  rememberedOf,
  SUBTITLE_CHOICE_KEY,
  secondTrack,
  subtitleLanguages,
} from "~/lib/browser/subtitle-choice";
import { getLocale } from "~/paraglide/runtime";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";
import { useAssTrack } from "./use-ass-track";

const trackElements = (video: HTMLVideoElement | null) => [...(video?.querySelectorAll("track") ?? [])];

/** The tracks showing: the chosen one and the one above it, each drawn by JASSUB or not. */
type Showing = { shown: number | null; drawn: boolean; second: number | null; secondDrawn: boolean };

/** A drawn track's WebVTT copy is hidden under the drawing (not off: the captions menu still names it). */
const modeOf = (index: number, now: Showing): TextTrackMode =>
  index === now.shown ? (now.drawn ? "hidden" : "showing") : index === now.second ? (now.secondDrawn ? "hidden" : "showing") : "disabled";

/** Each of our <track> elements in its mode, set only where it differs (a change is an event the captions menu's listener hears). */
function applyModes(elements: HTMLTrackElement[], now: Showing) {
  elements.forEach((element, index) => {
    const mode = modeOf(index, now);
    if (element.track.mode !== mode) element.track.mode = mode;
  });
}

/**
 * The subtitle track showing in `video` (an index of `tracks`, or null for none) and a way to
 * choose another, which this browser remembers. It starts with the remembered choice, else the
 * browser's languages, else the page's (all known only once hydrated). The video's own captions
 * menu is a choice too: what it shows is kept and remembered the same way. With a second language
 * among the viewer's watch preferences, a track in it shows above the chosen one (issue #82; its
 * index is the third value, for useSubtitleLook to place its cues at the top).
 * A track uploaded as ASS is drawn as its file typesets it, its WebVTT copy hidden meanwhile.
 */
export function useSubtitleChoice(video: RefObject<HTMLVideoElement | null>, tracks: SubtitleTrack[], secondLanguage: string | null) {
  const [shown, setShown] = useState<number | null>(null);
  const second = secondTrack(tracks, shown, secondLanguage);
  const drawn = useAssTrack(video, shown === null ? null : (tracks[shown]?.ass_url ?? null));
  const secondDrawn = useAssTrack(video, second === null ? null : (tracks[second]?.ass_url ?? null));
  const now = useRef<Showing>({ shown, drawn, second, secondDrawn });
  const key = tracks.map((track) => track.url).join("\n");

  // biome-ignore lint/correctness/useExhaustiveDependencies: tracks are compared by their joined addresses
  useEffect(() => {
    setShown(
      initialSubtitle(tracks, readStored(SUBTITLE_CHOICE_KEY, parseSubtitleChoice), subtitleLanguages(navigator.languages, getLocale())),
    );
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tracks are compared by their joined addresses
  const choose = useCallback(
    (index: number | null) => {
      writeStored(SUBTITLE_CHOICE_KEY, rememberedOf(tracks, index));
      setShown(index);
    },
    [key],
  );

  // The <track> elements are ours; hls.js may add text tracks of its own, which are left alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the elements change with the tracks
  useEffect(() => {
    now.current = { shown, drawn, second, secondDrawn };
    applyModes(trackElements(video.current), now.current);
  }, [video, shown, drawn, second, secondDrawn, key]);

  useEffect(() => {
    const textTracks = video.current?.textTracks;
    if (!textTracks) return;
    const followControls = () => {
      const elements = trackElements(video.current);
      const { shown, drawn, second } = now.current;
      const showing = elements.findIndex((element, index) => index !== second && element.track.mode === "showing");
      // The drawn track's copy is hidden, not off: it is still the one chosen.
      const kept = drawn && shown !== null && elements[shown]?.track.mode === "hidden";
      const index = showing >= 0 ? showing : kept ? shown : null;
      if (index !== shown) choose(index);
      // The menu shows one track at a time: what it turned off or on beside the choice goes back.
      else applyModes(elements, now.current);
    };
    textTracks.addEventListener("change", followControls);
    return () => textTracks.removeEventListener("change", followControls);
  }, [video, choose]);

  return [shown, choose, second] as const;
}
