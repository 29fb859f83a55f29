import { type CSSProperties, type ReactNode, type RefObject, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { isSitePath } from "~/lib/site-path";
import { useVideoPosition } from "~/hooks/use-keep-watching";
import type { RoomMedia } from "~/lib/browser/room-media";
import { useHlsStream } from "~/hooks/use-hls-stream";
import { useSavedCopy } from "~/hooks/use-saved-copy";
import { useSubtitleChoice } from "~/hooks/use-subtitle-choice";
import { useSubtitleLook } from "~/hooks/use-subtitle-look";
import { useCast } from "~/hooks/use-cast";
import { useEpisodeSegments } from "~/hooks/use-episode-segments";
import { cueProperties } from "~/lib/browser/subtitle-look";
import { SiteLink } from "~/components/ui/site-link";
import { DanmakuLayer } from "~/components/watch/danmaku-layer";
import { DanmakuSwitch, useDanmakuShown } from "~/components/watch/danmaku-switch";
import { useStoredDanmaku } from "~/hooks/use-stored-danmaku";
import { frame, PlayerMessage, type PlayerProps } from "./player-frame";
import { PlayerMenus } from "./player-menus";
import { SkipSegment } from "./skip-segment";
import { m } from "~/paraglide/messages";

/** A path on this site (uploads are `/uploads/...`) or an absolute link to it. */
const isOnSite = (url: string, origin: string) => isSitePath(url) || url.startsWith(`${origin}/`);

type VideoProps = Pick<
  PlayerProps,
  "poster" | "title" | "episodeId" | "next" | "subtitles" | "secondSubtitles" | "segments" | "autoSkip" | "accountId" | "origin"
> & {
  src: string;
  /** An HLS playlist rather than a file. */
  streaming: boolean;
  /**
   * In a watch-together room the room says when and where to play (app/hooks/use-watch-room.ts),
   * so the video neither starts by itself nor resumes where this browser stopped; `overlay` is
   * drawn over the picture (the room's danmaku; outside a room, the ones rooms kept).
   */
  room?: { video: RefObject<RoomMedia | null>; overlay: ReactNode };
};

/**
 * A video file or HLS stream in the page's own <video>: it resumes where this browser stopped,
 * shows the subtitles chosen in the look chosen, offers skipping each segment the site knows (or
 * skips it, as the viewer asked; not in a room, where the room says where to play), the next
 * episode at the end, and casting where the browser can (AirPlay in Safari from the attribute too).
 * A copy saved on this device plays in the stream's place, with its subtitles (decision 066).
 */
export function EpisodeVideo(props: VideoProps) {
  const { src, streaming, poster, title, episodeId, next, subtitles, accountId, origin, room } = props;
  const { ref, ...keepPosition } = useVideoPosition(episodeId, !room, accountId);
  const saved = useSavedCopy(episodeId, src);
  const tracks = saved?.subtitles ?? subtitles;
  // A stream waits to know whether a copy is kept; a file starts as the server drew it (without JavaScript too).
  const stream = useHlsStream(ref, streaming && saved !== undefined ? (saved?.src ?? src) : null);
  const [subtitle, chooseSubtitle, secondSubtitle] = useSubtitleChoice(ref, tracks, props.secondSubtitles);
  const [subtitleLook, changeSubtitleLook] = useSubtitleLook(ref, secondSubtitle);
  const cast = useCast(ref, room ? null : { src, streaming, title, poster, subtitles, subtitle });
  const [danmakuShown, showDanmaku] = useDanmakuShown();
  const kept = useStoredDanmaku(room ? null : episodeId, ref, danmakuShown);
  const [ended, setEnded] = useState(false);
  const segments = useEpisodeSegments(episodeId, props.segments);
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
          src={streaming ? undefined : (saved?.src ?? src)}
          poster={poster}
          crossOrigin={crossSite ? "anonymous" : undefined}
          controls
          autoPlay={!room}
          width={720}
          height={360}
          className="h-full w-full"
          preload="metadata"
          {...keepPosition}
          onPlay={() => setEnded(false)}
          onEnded={(event) => {
            keepPosition.onPause(event);
            setEnded(true);
          }}
        >
          {tracks.map((track) => (
            <track key={track.url} kind="subtitles" srcLang={track.lang} label={track.label} src={track.url} />
          ))}
        </video>
        {room ? room.overlay : danmakuShown ? <DanmakuLayer items={kept.items} onDone={kept.dismiss} /> : null}
        <SkipSegment video={ref} segments={segments} next={next} autoSkip={room ? [] : props.autoSkip} />
        {ended && next ? (
          <div role="status" className="absolute inset-x-0 bottom-14 flex justify-center">
            <SiteLink to={next.href} className="btn-primary shadow-xl">
              {m.player_up_next({ episode: next.label })} <Icon name="right" width={16} height={16} />
            </SiteLink>
          </div>
        ) : null}
      </div>
      <PlayerMenus
        levels={stream.levels}
        chosenLevel={stream.chosen}
        playingLevel={stream.playing}
        onLevel={stream.chooseLevel}
        subtitles={tracks}
        chosenSubtitle={subtitle}
        onSubtitle={chooseSubtitle}
        subtitleLook={subtitleLook}
        onSubtitleLook={changeSubtitleLook}
        cast={cast}
      />
      {kept.any ? (
        <div className="mx-auto flex max-w-[720px] justify-end">
          <DanmakuSwitch shown={danmakuShown} onChange={showDanmaku} />
        </div>
      ) : null}
    </>
  );
}
