import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { readStored, writeStored } from "~/lib/browser/local-store";
import { initialSubtitle, parseSubtitleChoice, rememberedOf, SUBTITLE_CHOICE_KEY, subtitleLanguages } from "~/lib/browser/subtitle-choice";
import { getLocale } from "~/paraglide/runtime";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";

const trackElements = (video: HTMLVideoElement | null) => [...(video?.querySelectorAll("track") ?? [])];

/**
 * The subtitle track showing in `video` (an index of `tracks`, or null for none) and a way to
 * choose another, which this browser remembers. It starts with the remembered choice, else the
 * browser's languages, else the page's (all known only once hydrated). The video's own captions
 * menu is a choice too: what it shows is kept and remembered the same way.
 */
export function useSubtitleChoice(video: RefObject<HTMLVideoElement | null>, tracks: SubtitleTrack[]) {
  const [shown, setShown] = useState<number | null>(null);
  const shownNow = useRef(shown);
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
    trackElements(video.current).forEach((element, index) => {
      element.track.mode = index === shown ? "showing" : "disabled";
    });
  }, [video, shown, key]);

  useEffect(() => {
    const textTracks = video.current?.textTracks;
    if (!textTracks) return;
    const followControls = () => {
      const showing = trackElements(video.current).findIndex((element) => element.track.mode === "showing");
      const index = showing >= 0 ? showing : null;
      if (index !== shownNow.current) choose(index);
    };
    textTracks.addEventListener("change", followControls);
    return () => textTracks.removeEventListener("change", followControls);
  }, [video, choose]);

  return [shown, choose] as const;
}
