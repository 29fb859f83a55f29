import type { ReactNode, Ref } from "react";
import { type EmbedHost, embedRules, type ServerOption } from "~/lib/embed";
import type { Segments } from "~/lib/skip-ranges";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";
import type { SegmentKind } from "~/lib/vocabulary/segment-kinds";

export type PlayerProps = {
  server: ServerOption | undefined;
  episodeId: number;
  poster: string;
  title: string;
  playHref: string;
  autoplay: boolean;
  /** Offered when a video ends, and during its outro. */
  next: { href: string; label: string } | null;
  /** Subtitles for a video (an embedded player has its own). */
  subtitles: SubtitleTrack[];
  /** The language of a second track the viewer has shown above the first (issue #82), or null. */
  secondSubtitles: string | null;
  /** The intro and outro to offer skipping (the episode's, else its series'), until the API's list comes. */
  segments: Segments;
  /** The kinds of segments the signed-in viewer has the player pass over without a press (none signed out). */
  autoSkip: readonly SegmentKind[];
  /** The signed-in viewer's id, whose position is kept in their account too, or null. */
  accountId: number | null;
  /** The site's origin: subtitles from elsewhere load with CORS. */
  origin: string;
};

/** The player's box: the column's width up to 720 px, 16:9. */
export const frame = "relative mx-auto aspect-video max-h-[360px] w-full max-w-[720px] overflow-hidden rounded-xl bg-black shadow-lg";

export function PlayerMessage({ children }: { children: ReactNode }) {
  return <div className={`${frame} flex items-center justify-center p-6 text-center text-slate-300`}>{children}</div>;
}

/** A video host's player in the player's box: only its origin's frame, sandboxed, its referrer as it needs (lib/embed.ts). */
export function PlayerEmbed({
  src,
  host,
  title,
  frameRef,
  children,
}: {
  src: string;
  host: EmbedHost;
  title: string;
  frameRef?: Ref<HTMLIFrameElement>;
  children?: ReactNode;
}) {
  return (
    <div className={frame} data-player-frame="" dir="ltr">
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        width={720}
        height={360}
        className="h-full w-full"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy={embedRules[host].referrerPolicy}
        sandbox={embedRules[host].sandbox}
      />
      {children}
    </div>
  );
}
