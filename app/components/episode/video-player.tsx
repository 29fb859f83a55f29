import { Link } from "react-router";
import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { embedRules, playerSource, type ServerOption } from "~/lib/embed";
import { useVideoPosition } from "~/hooks/use-keep-watching";

type PlayerProps = {
  server: ServerOption | undefined;
  episodeId: number;
  poster: string;
  title: string;
  playHref: string;
  autoplay: boolean;
  /** Offered when a direct video ends. */
  next: { href: string; label: string } | null;
};

const frame = "relative mx-auto aspect-video max-h-[360px] w-full max-w-[720px] overflow-hidden rounded-xl bg-black shadow-lg";

/**
 * A poster of the player's size stands in until the viewer presses play, so no third-party
 * embed slows the first paint. Without JavaScript the poster links to `?play=1`, which renders
 * the embed at once.
 */
export function VideoPlayer({ server, episodeId, poster, title, playHref, autoplay, next }: PlayerProps) {
  const [pressed, setPressed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server shows its poster again
  useEffect(() => setPressed(false), [server?.url]);
  const playing = autoplay || pressed;
  if (!server)
    return <div className={`${frame} flex items-center justify-center text-slate-300`}>No video available for this episode.</div>;
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
        aria-label={`Play ${title} on ${server.label}`}
      >
        <img
          src={poster}
          alt=""
          width={720}
          height={360}
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
  if (source.kind === "unplayable")
    return (
      <div className={`${frame} flex items-center justify-center p-6 text-center text-slate-300`} data-player-frame="">
        This server cannot be played here. Try another server.
      </div>
    );
  return (
    <div className={frame} data-player-frame="">
      {source.kind === "iframe" ? (
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
      ) : (
        <DirectVideo key={source.src} src={source.src} poster={poster} episodeId={episodeId} next={next} />
      )}
    </div>
  );
}

function DirectVideo({ src, poster, episodeId, next }: { src: string; poster: string; episodeId: number; next: PlayerProps["next"] }) {
  const { ref, ...keepPosition } = useVideoPosition(episodeId);
  const [ended, setEnded] = useState(false);
  return (
    <>
      <video
        ref={ref}
        src={src}
        poster={poster}
        controls
        autoPlay
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
        <track kind="captions" />
      </video>
      {ended && next ? (
        <div role="status" className="absolute inset-x-0 bottom-14 flex justify-center">
          <Link to={next.href} className="btn-primary shadow-xl">
            Up next: {next.label} <Icon name="right" width={16} height={16} />
          </Link>
        </div>
      ) : null}
    </>
  );
}
