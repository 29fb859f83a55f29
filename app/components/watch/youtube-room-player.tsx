import { type ReactNode, type RefObject, useCallback } from "react";
import { PlayerEmbed } from "~/components/episode/player-frame";
import type { RoomMedia } from "~/lib/browser/room-media";
import { withPlayerApi, YouTubeMedia } from "~/lib/browser/youtube-media";
import { embedOrigins } from "~/lib/embed";

type Props = { src: string; origin: string; title: string; media: RefObject<RoomMedia | null>; overlay: ReactNode };

/**
 * A room's YouTube server: the embed, spoken to as a <video> (YouTubeMedia), which the room hook
 * drives like the page's own, with the danmaku over it.
 */
export function YouTubeRoomPlayer({ src, origin, title, media, overlay }: Props) {
  // One player for the frame's life: the room hook listens to the one it found when it started.
  const speakTo = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame) return;
      const player = new YouTubeMedia(frame, embedOrigins.youtube);
      media.current = player;
      return () => {
        player.close();
        media.current = null;
      };
    },
    [media],
  );
  return (
    <PlayerEmbed src={withPlayerApi(src, origin)} host="youtube" title={title} frameRef={speakTo}>
      {overlay}
    </PlayerEmbed>
  );
}
