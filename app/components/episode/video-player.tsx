import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { embedRules, playerSource, type ServerOption } from "~/lib/embed";

type PlayerProps = { server: ServerOption | undefined; poster: string; title: string; playHref: string; autoplay: boolean };

/**
 * A poster of the player's size stands in until the viewer presses play, so no third-party
 * embed slows the first paint. Without JavaScript the poster links to `?play=1`, which renders
 * the embed at once.
 */
export function VideoPlayer({ server, poster, title, playHref, autoplay }: PlayerProps) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => setPressed(false), [server?.url]);
  const playing = autoplay || pressed;
  const frame = "relative mx-auto aspect-video max-h-[360px] w-full max-w-[720px] overflow-hidden rounded-xl bg-black shadow-lg";
  if (!server) return <div className={`${frame} flex items-center justify-center text-slate-300`}>No video available for this episode.</div>;
  if (!playing)
    return (
      <Link
        to={playHref}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          setPressed(true);
        }}
        className={`${frame} group block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500`}
        aria-label={`Play ${title} on ${server.label}`}
      >
        <img src={poster} alt="" width={720} height={360} className="h-full w-full object-cover opacity-70 transition group-hover:opacity-90" />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-rose-600 text-white shadow-xl transition group-hover:scale-110">
            <Icon name="play" width={28} height={28} fill="currentColor" />
          </span>
        </span>
      </Link>
    );
  const source = playerSource(server);
  return (
    <div className={frame}>
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
        <video src={source.src} poster={poster} controls autoPlay={pressed} width={720} height={360} className="h-full w-full" preload="metadata">
          <track kind="captions" />
        </video>
      )}
    </div>
  );
}
