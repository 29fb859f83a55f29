import { Picture } from "~/components/ui/picture";
import { lazy, Suspense, useEffect, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { playerSource } from "~/lib/embed";
import { EpisodeVideo as DrawnVideo } from "./episode-video";
import { frame, PlayerEmbed, PlayerMessage, type PlayerProps } from "./player-frame";
import type { IslandMark } from "~/islands/names";
import { m } from "~/paraglide/messages";

/**
 * The page's own <video> with its menus, hooks and hls.js's loader comes only when a viewer
 * presses play (or opens `?play=1`, whose server render the browser keeps while it loads), so
 * the episode page's first script carries the poster alone (decision 056). The server draws it
 * at once: a page without the app is rendered to one string, where a lazy component would leave
 * its fallback (app/entry.server.tsx).
 */
const EpisodeVideo = import.meta.env.SSR
  ? DrawnVideo
  : lazy(() => import("./episode-video").then((module) => ({ default: module.EpisodeVideo })));

/**
 * A poster of the player's size stands in until the viewer presses play, so no third-party
 * embed slows the first paint. Without JavaScript the poster links to `?play=1`, which renders
 * the embed at once.
 */
export function VideoPlayer({ server, poster, title, playHref, autoplay, startMark, ...video }: PlayerProps & { startMark?: IslandMark }) {
  const [pressed, setPressed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server shows its poster again
  useEffect(() => setPressed(false), [server?.url]);
  const playing = autoplay || pressed;
  if (!server) return <PlayerMessage>{m.player_no_video()}</PlayerMessage>;
  if (!playing)
    return (
      <a
        href={playHref}
        onClick={(event) => {
          event.preventDefault();
          setPressed(true);
        }}
        data-player-start=""
        {...startMark}
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
      </a>
    );
  const source = playerSource(server);
  if (source.kind === "unplayable") return <PlayerMessage>{m.player_server_unplayable()}</PlayerMessage>;
  if (source.kind !== "iframe")
    return (
      <Suspense fallback={<div className={frame} aria-busy="true" />}>
        <EpisodeVideo key={source.src} src={source.src} streaming={source.kind === "hls"} poster={poster} title={title} {...video} />
      </Suspense>
    );
  return <PlayerEmbed src={source.src} host={source.host} title={`${title} (${server.label})`} />;
}
