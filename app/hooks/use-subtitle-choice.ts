import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { readStored, writeStored } from "~/lib/browser/local-store";
import { initialSubtitle, parseSubtitleChoice, rememberedOf, SUBTITLE_CHOICE_KEY, subtitleLanguages } from "~/lib/browser/subtitle-choice";
import { getLocale } from "~/paraglide/runtime";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";
import { useAssTrack } from "./use-ass-track";

const trackElements = (video: HTMLVideoElement | null) => [...(video?.querySelectorAll("track") ?? [])];

/**
 * The subtitle track showing in `video` (an index of `tracks`, or null for none) and a way to
 * choose another, which this browser remembers. It starts with the remembered choice, else the
 * browser's languages, else the page's (all known only once hydrated). The video's own captions
 * menu is a choice too: what it shows is kept and remembered the same way. A track uploaded as
 * ASS is drawn as its file typesets it, its WebVTT copy kept hidden meanwhile so the captions menu
 * still names it.
 */
export function useSubtitleChoice(video: RefObject<HTMLVideoElement | null>, tracks: SubtitleTrack[]) {
  const [shown, setShown] = useState<number | null>(null);
  const shownNow = useRef(shown);
  const drawn = useAssTrack(video, shown === null ? null : (tracks[shown]?.ass_url ?? null));
  const drawnNow = useRef(drawn);
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
    shownNow.current = shown;
    drawnNow.current = drawn;
    trackElements(video.current).forEach((element, index) => {
      element.track.mode = index !== shown ? "disabled" : drawn ? "hidden" : "showing";
    });
  }, [video, shown, key, drawn]);

  useEffect(() => {
    const textTracks = video.current?.textTracks;
    if (!textTracks) return;
    const followControls = () => {
      const elements = trackElements(video.current);
      const showing = elements.findIndex((element) => element.track.mode === "showing");
      // The drawn track's copy is hidden, not off: it is still the one chosen.
      const drawn = drawnNow.current && shownNow.current !== null && elements[shownNow.current]?.track.mode === "hidden";
      const index = showing >= 0 ? showing : drawn ? shownNow.current : null;
      if (index !== shownNow.current) choose(index);
      // The captions menu chose the drawn track again: its copy goes back under the drawing.
      else if (index !== null && drawnNow.current) elements[index]!.track.mode = "hidden";
    };
    textTracks.addEventListener("change", followControls);
    return () => textTracks.removeEventListener("change", followControls);
  }, [video, choose]);

  return [shown, choose] as const;
}
