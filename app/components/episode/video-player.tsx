import { Picture } from "~/components/ui/picture";
import { Link } from "react-router";
import { type CSSProperties, type ReactNode, type RefObject, useEffect, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { embedRules, playerSource, type ServerOption } from "~/lib/embed";
import type { Segments } from "~/lib/skip-ranges";
import { isSitePath } from "~/lib/site-path";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";
import { useVideoPosition } from "~/hooks/use-keep-watching";
import { useHlsStream } from "~/hooks/use-hls-stream";
import { useSubtitleChoice } from "~/hooks/use-subtitle-choice";
import { useSubtitleLook } from "~/hooks/use-subtitle-look";
import { useCast } from "~/hooks/use-cast";
import { cueProperties } from "~/lib/browser/subtitle-look";
import { useOrigin } from "~/hooks/use-origin";
import { PlayerMenus } from "./player-menus";
import { SkipSegment } from "./skip-segment";
import { m } from "~/paraglide/messages";

type PlayerProps = {
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
  /** The intro and outro to offer skipping (the episode's, else its series'). */
  segments: Segments;
};

const frame = "relative mx-auto aspect-video max-h-[360px] w-full max-w-[720px] overflow-hidden rounded-xl bg-black shadow-lg";

/**
 * A poster of the player's size stands in until the viewer presses play, so no third-party
 * embed slows the first paint. Without JavaScript the poster links to `?play=1`, which renders
 * the embed at once.
 */
export function VideoPlayer({ server, episodeId, poster, title, playHref, autoplay, next, subtitles, segments }: PlayerProps) {
  const [pressed, setPressed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server shows its poster again
  useEffect(() => setPressed(false), [server?.url]);
  const playing = autoplay || pressed;
  if (!server) return <PlayerMessage>{m.player_no_video()}</PlayerMessage>;
  if (!playing)
    return (
      <Link
        to={playHref}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          setPressed(true);
        }}
        data-player-start=""
        className={`${frame} group block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500`}
        aria-label={m.player_play_on({ title, server: server.label })}
      >
        <Picture
          src={poster}
          alt=""
          width={720}
          height={360}
          // The frame: the column's width up to 720 px.
          sizes="(min-width: 752px) 720px, calc(100vw - 32px)"
          drawn={[288, 720]}
          load="lcp"
          className="h-full w-full object-cover opacity-70 transition group-hover:opacity-90"
        />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-rose-600 text-white shadow-xl transition group-hover:scale-110">
            <Icon name="play" width={28} height={28} fill="currentColor" />
          </span>
        </span>
      </Link>
    );
  const source = playerSource(server);
  if (source.kind === "unplayable") return <PlayerMessage>{m.player_server_unplayable()}</PlayerMessage>;
  if (source.kind !== "iframe")
    return (
      <EpisodeVideo
        key={source.src}
        src={source.src}
        streaming={source.kind === "hls"}
        poster={poster}
        episodeId={episodeId}
        next={next}
        subtitles={subtitles}
        segments={segments}
      />
    );
  return (
    <div className={frame} data-player-frame="" dir="ltr">
      <iframe
        src={source.src}
        title={`${title} (${server.label})`}
        width={720}
        height={360}
        className="h-full w-full"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy={embedRules[source.host].referrerPolicy}
        sandbox={embedRules[source.host].sandbox}
      />
    </div>
  );
}

function PlayerMessage({ children }: { children: string }) {
  return <div className={`${frame} flex items-center justify-center p-6 text-center text-slate-300`}>{children}</div>;
}

/** A path on this site (uploads are `/uploads/...`) or an absolute link to it. */
const isOnSite = (url: string, origin: string) => isSitePath(url) || url.startsWith(`${origin}/`);

type VideoProps = Pick<PlayerProps, "poster" | "episodeId" | "next" | "subtitles" | "segments"> & {
  src: string;
  /** An HLS playlist rather than a file. */
  streaming: boolean;
  /**
   * In a watch-together room the room says when and where to play (app/hooks/use-watch-room.ts),
   * so the video neither starts by itself nor resumes where this browser stopped; `overlay` is
   * drawn over the picture (the danmaku).
   */
  room?: { video: RefObject<HTMLVideoElement | null>; overlay: ReactNode };
};

/**
 * A video file or HLS stream in the page's own <video>: it resumes where this browser stopped,
 * shows the subtitles chosen in the look chosen, offers skipping the intro and outro, the next
 * episode at the end, and casting where the browser can (AirPlay in Safari from the attribute too).
 */
export function EpisodeVideo({ src, streaming, poster, episodeId, next, subtitles, segments, room }: VideoProps) {
  const { ref, onLoadedMetadata: resume, ...keepPosition } = useVideoPosition(episodeId);
  const stream = useHlsStream(ref, streaming ? src : null);
  const [subtitle, chooseSubtitle] = useSubtitleChoice(ref, subtitles);
  const [subtitleLook, changeSubtitleLook] = useSubtitleLook(ref);
  const cast = useCast(ref);
  const [ended, setEnded] = useState(false);
  const origin = useOrigin();
  // Subtitles from another site load only with CORS, which the video element asks for.
  const crossSite = subtitles.some((track) => !isOnSite(track.url, origin));
  if (stream.failed) return <PlayerMessage>{m.player_stream_failed()}</PlayerMessage>;
  return (
    <>
      <div className={frame} data-player-frame="" dir="ltr" style={cueProperties(subtitleLook) as CSSProperties}>
        <video
          ref={(element) => {
            ref.current = element;
            if (room) room.video.current = element;
          }}
          x-webkit-airplay="allow"
          src={streaming ? undefined : src}
          poster={poster}
          crossOrigin={crossSite ? "anonymous" : undefined}
          controls
          autoPlay={!room}
          width={720}
          height={360}
          className="h-full w-full"
          preload="metadata"
          onLoadedMetadata={room ? undefined : resume}
          {...keepPosition}
          onPlay={() => setEnded(false)}
          onEnded={(event) => {
            keepPosition.onPause(event);
            setEnded(true);
          }}
        >
          {subtitles.map((track) => (
            <track key={track.url} kind="subtitles" srcLang={track.lang} label={track.label} src={track.url} />
          ))}
        </video>
        {room?.overlay}
        <SkipSegment video={ref} segments={segments} next={next} />
        {ended && next ? (
          <div role="status" className="absolute inset-x-0 bottom-14 flex justify-center">
            <Link to={next.href} className="btn-primary shadow-xl">
              {m.player_up_next({ episode: next.label })} <Icon name="right" width={16} height={16} />
            </Link>
          </div>
        ) : null}
      </div>
      <PlayerMenus
        levels={stream.levels}
        chosenLevel={stream.chosen}
        playingLevel={stream.playing}
        onLevel={stream.chooseLevel}
        subtitles={subtitles}
        chosenSubtitle={subtitle}
        onSubtitle={chooseSubtitle}
        subtitleLook={subtitleLook}
        onSubtitleLook={changeSubtitleLook}
        cast={cast}
      />
    </>
  );
}
