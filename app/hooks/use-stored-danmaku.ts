import { type RefObject, useEffect, useRef, useState } from "react";
import { DANMAKU_SPAN_MAX } from "~/domain/danmaku/span";
import { useCrossingDanmaku } from "./use-crossing-danmaku";

type StoredDanmaku = { second: number; username: string; text: string };

/** Asks for the next stretch this many seconds before the video reaches it. */
const AHEAD_SECONDS = 30;
/** A step of the clock longer than this is a seek, which sends nothing across. */
const PLAYED_STEP_SECONDS = 2;

/**
 * The on-screen comments rooms kept for this episode (issue #53), sent across the picture at the
 * second they were written at as the video plays, outside a room: fetched ten minutes at a time
 * (GET /api/episodes/{id}/danmaku) as playback nears them. `any` once a stretch had one, so the
 * switch shows only where there is something to show. No episode (in a room, whose members send
 * their own) asks for nothing.
 */
export function useStoredDanmaku(episodeId: number | null, video: RefObject<HTMLVideoElement | null>, shown: boolean) {
  const { items, add, dismiss } = useCrossingDanmaku();
  const [any, setAny] = useState(false);
  // Turned off, the stretches are still asked for: the switch must show to turn them on again.
  const showing = useRef(shown);
  showing.current = shown;
  useEffect(() => {
    const element = video.current;
    if (episodeId === null || !element) return;
    const stretches = new Map<number, Promise<StoredDanmaku[]>>();
    const stretch = (index: number) => {
      let asked = stretches.get(index);
      if (!asked) {
        const [from, to] = [index * DANMAKU_SPAN_MAX, (index + 1) * DANMAKU_SPAN_MAX];
        asked = fetch(`/api/episodes/${episodeId}/danmaku?from=${from}&to=${to}`)
          .then((answer) => (answer.ok ? (answer.json() as Promise<StoredDanmaku[]>) : []))
          .catch(() => []);
        asked.then((found) => found.length > 0 && setAny(true));
        stretches.set(index, asked);
      }
      return asked;
    };
    let last: number | null = null;
    const played = () => {
      const second = Math.floor(element.currentTime);
      const index = Math.floor(second / DANMAKU_SPAN_MAX);
      if ((second % DANMAKU_SPAN_MAX) + AHEAD_SECONDS >= DANMAKU_SPAN_MAX) void stretch(index + 1);
      const after = last;
      last = second;
      if (after === null || second <= after || second - after > PLAYED_STEP_SECONDS || !showing.current) return;
      const first = Math.floor((after + 1) / DANMAKU_SPAN_MAX);
      for (let each = first; each <= index; each++)
        void stretch(each).then((found) => add(found.filter((comment) => comment.second > after && comment.second <= second)));
    };
    void stretch(0);
    element.addEventListener("timeupdate", played);
    return () => element.removeEventListener("timeupdate", played);
  }, [episodeId, video, add]);
  return { items, dismiss, any };
}
