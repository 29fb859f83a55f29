import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { type CastMedia, castMedia, castsThroughSender } from "~/lib/browser/cast-sender";

/** Safari's AirPlay, which lib.dom does not describe. */
type AirPlayVideo = HTMLVideoElement & { webkitShowPlaybackTargetPicker?: () => void };
type AirPlayAvailability = Event & { availability?: "available" | "not-available" };

/** What the player hands the Cast sender; where the video is, is read when the viewer presses Cast. */
export type CastableMedia = Omit<CastMedia, "currentTime">;

/**
 * Whether `video` can be sent to a TV or speaker now, a way to offer the choice of one, and
 * whether the last try failed. Given `media`, a Chromium browser casts through Google's Cast
 * sender (decision 065), offered at once since only the sender, loaded on the press, could tell
 * whether a device is there; anywhere else, and without `media` (a watch-together room, which
 * keeps driving its own video), the browser's own way of decision 051 is the only one, so
 * Chrome never shows two.
 */
export function useCast(video: RefObject<HTMLVideoElement | null>, media: CastableMedia | null) {
  // Known only in the browser, after hydration: the server draws no button either way.
  const [throughSender, setThroughSender] = useState<boolean | null>(null);
  const offered = media !== null;
  useEffect(() => setThroughSender(offered && castsThroughSender()), [offered]);
  const browserWay = useBrowserCast(video, throughSender === false);
  const senderWay = useCastSender(video, media);
  return throughSender ? senderWay : browserWay;
}

/** Plays `media` on the device the viewer picks, from where `video` is, and pauses `video` once it plays there. */
function useCastSender(video: RefObject<HTMLVideoElement | null>, media: CastableMedia | null) {
  const [failed, setFailed] = useState(false);
  const prompt = () => {
    const element = video.current;
    if (!element || !media) return;
    setFailed(false);
    castMedia({ ...media, currentTime: element.currentTime })
      .then((playing) => {
        if (playing) element.pause();
      })
      .catch((error: unknown) => {
        console.error("casting failed", error);
        setFailed(true);
      });
  };
  return { available: true, prompt, failed };
}

/**
 * The browser's own casting, while `watching`: the Remote Playback API (Chrome and Edge to
 * Chromecast and other receivers, Safari to AirPlay), else Safari's own AirPlay events where it
 * will not watch (iOS). Nothing shows until a device is there; the watch ends with the player. A
 * stream hls.js plays (Media Source) is one Chrome cannot send, so it reports none.
 */
function useBrowserCast(video: RefObject<HTMLVideoElement | null>, watching: boolean) {
  const [available, setAvailable] = useState(false);
  const way = useRef<"remote" | "airplay" | null>(null);

  useEffect(() => {
    const element = video.current as AirPlayVideo | null;
    if (!element || !watching) return;
    let ended = false;
    let watchId: number | undefined;
    const onAirPlay = (event: Event) => setAvailable((event as AirPlayAvailability).availability === "available");
    const watchAirPlay = () => {
      if (ended || !element.webkitShowPlaybackTargetPicker) return;
      way.current = "airplay";
      element.addEventListener("webkitplaybacktargetavailabilitychanged", onAirPlay);
    };
    if (element.remote) {
      way.current = "remote";
      element.remote
        .watchAvailability((there) => {
          if (!ended) setAvailable(there);
        })
        .then((id) => {
          if (ended) element.remote.cancelWatchAvailability(id).catch(() => {});
          else watchId = id;
        })
        .catch(() => {
          way.current = null;
          setAvailable(false);
          watchAirPlay();
        });
    } else watchAirPlay();
    return () => {
      ended = true;
      if (watchId !== undefined) element.remote.cancelWatchAvailability(watchId).catch(() => {});
      element.removeEventListener("webkitplaybacktargetavailabilitychanged", onAirPlay);
    };
  }, [video, watching]);

  const prompt = useCallback(() => {
    const element = video.current as AirPlayVideo | null;
    if (!element) return;
    // Closing the browser's device list without choosing rejects; nothing to tell the viewer.
    if (way.current === "remote") element.remote.prompt().catch(() => {});
    else if (way.current === "airplay") element.webkitShowPlaybackTargetPicker?.();
  }, [video]);

  return { available, prompt, failed: false };
}
