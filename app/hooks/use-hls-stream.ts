import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type Hls from "hls.js";
import type { Level } from "hls.js";
import { newHlsPlayer } from "~/lib/browser/hls-player.client";

/** hls.js's level index for choosing by bandwidth. */
export const AUTO_LEVEL = -1;

export type QualityLevel = { index: number; label: string };

/** Each level by its height ("360p"), with its bit rate when two share one; the best first. */
function qualityLevels(levels: Pick<Level, "height" | "bitrate">[]): QualityLevel[] {
  const kbps = (level: Pick<Level, "bitrate">) => `${Math.round(level.bitrate / 1000)} kbps`;
  const shared = (height: number) => levels.filter((level) => level.height === height).length > 1;
  return levels
    .map((level, index) => ({
      index,
      level,
      label: !level.height ? kbps(level) : shared(level.height) ? `${level.height}p · ${kbps(level)}` : `${level.height}p`,
    }))
    .sort((a, b) => b.level.height - a.level.height || b.level.bitrate - a.level.bitrate)
    .map(({ index, label }) => ({ index, label }));
}

/** Safari without Media Source Extensions (iPhones before iOS 17.1) plays HLS itself; hls.js needs them. */
const playsHlsNatively = (video: HTMLVideoElement) =>
  !("MediaSource" in window) && !("ManagedMediaSource" in window) && video.canPlayType("application/vnd.apple.mpegurl") !== "";

/**
 * Plays the HLS playlist `src` (none when null) in `video`: natively where the browser must,
 * else through hls.js, which is fetched only now so no page carries it before a stream plays.
 * Answers its quality levels (none when playing natively), the one chosen (AUTO_LEVEL or an
 * index), the one playing, a way to choose, and whether the stream failed for good.
 */
export function useHlsStream(video: RefObject<HTMLVideoElement | null>, src: string | null) {
  const player = useRef<Hls | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [chosen, setChosen] = useState(AUTO_LEVEL);
  const [playing, setPlaying] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!src || !element) return;
    if (playsHlsNatively(element)) {
      element.src = src;
      return;
    }
    let stopped = false;
    newHlsPlayer()
      .then(({ hls, Events }) => {
        if (stopped) return hls.destroy();
        hls.on(Events.MANIFEST_PARSED, (_event, data) => setLevels(qualityLevels(data.levels)));
        hls.on(Events.LEVEL_SWITCHED, (_event, data) => setPlaying(data.level));
        // hls.js has retried by the time an error is fatal.
        hls.on(Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          hls.destroy();
          player.current = null;
          setFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        player.current = hls;
      })
      // The chunk is gone (a deploy since the page loaded) or the network is.
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      player.current?.destroy();
      player.current = null;
    };
  }, [video, src]);

  const chooseLevel = useCallback((index: number) => {
    if (player.current) player.current.currentLevel = index;
    setChosen(index);
  }, []);

  return { levels, chosen, playing, chooseLevel, failed };
}
