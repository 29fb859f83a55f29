import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/** Safari's AirPlay, which lib.dom does not describe. */
type AirPlayVideo = HTMLVideoElement & { webkitShowPlaybackTargetPicker?: () => void };
type AirPlayAvailability = Event & { availability?: "available" | "not-available" };

/**
 * Whether `video` can be sent to a TV or speaker now, and a way to offer the choice of one: the
 * Remote Playback API (Chrome and Edge to Chromecast and other receivers, Safari to AirPlay), else
 * Safari's own AirPlay events where it will not watch (iOS). Nothing shows until a device is
 * there; the watch ends with the player. A stream hls.js plays (Media Source) is one Chrome
 * cannot send, so it reports none.
 */
export function useCast(video: RefObject<HTMLVideoElement | null>) {
  const [available, setAvailable] = useState(false);
  const way = useRef<"remote" | "airplay" | null>(null);

  useEffect(() => {
    const element = video.current as AirPlayVideo | null;
    if (!element) return;
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
  }, [video]);

  const prompt = useCallback(() => {
    const element = video.current as AirPlayVideo | null;
    if (!element) return;
    // Closing the browser's device list without choosing rejects; nothing to tell the viewer.
    if (way.current === "remote") element.remote.prompt().catch(() => {});
    else if (way.current === "airplay") element.webkitShowPlaybackTargetPicker?.();
  }, [video]);

  return { available, prompt };
}
