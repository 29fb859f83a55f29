import { useRef } from "react";
import { data, type HeadersFunction, Link, useLoaderData } from "react-router";
import { EpisodeVideo } from "~/components/episode/episode-video";
import { VideoPlayer } from "~/components/episode/video-player";
import { DanmakuLayer } from "~/components/watch/danmaku-layer";
import { DanmakuSwitch, useDanmakuShown } from "~/components/watch/danmaku-switch";
import { RoomChat } from "~/components/watch/room-chat";
import { RoomMembers } from "~/components/watch/room-members";
import { RoomStatusNote } from "~/components/watch/room-status";
import { RoomTextForm } from "~/components/watch/room-text-form";
import { YouTubeRoomPlayer } from "~/components/watch/youtube-room-player";
import type { RoomMedia } from "~/lib/browser/room-media";
import { DANMAKU_MAX } from "~/domain/rooms/limits";
import { roomPath } from "~/domain/rooms/schema";
import { useOrigin } from "~/hooks/use-origin";
import { useAccountId, useAccountWatching, useAutoSkip } from "~/hooks/use-watch-history";
import { useWatchPreferences } from "~/hooks/use-watch-preferences";
import { useSeriesTitle } from "~/hooks/use-series-title";
import { useWatchRoom } from "~/hooks/use-watch-room";
import { seriesTitle } from "~/lib/display";
import { keptInStep, playerSource, playsOnPage } from "~/lib/embed";
import { seriesImage } from "~/lib/images";
import { loginReturningTo } from "~/lib/redirects";
import { pageTitle } from "~/lib/site-name";
import { passPlayerSourceHeaders, playerSourceHeaders } from "~/lib/stream-sources";
import { asRefusal, retryAfterHeader } from "~/web/form-submission.server";
import { roomPageFor } from "~/web/room-page.server";
import { appContext } from "~/web/router-context.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/watch.$room";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(
      loaderData
        ? m.room_page_title({
            episode: m.episode_of_series({ series: loaderData.series.title, number: loaderData.episode.episode_number }),
          })
        : m.room_open(),
    ),
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await roomPageFor(request, context.get(appContext), params.room).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return data(page, { headers: playerSourceHeaders(page) });
}

/**
 * Never cached, by the edge or the browser (decision 055): the page is one member's, its room ends,
 * and a copy would open a socket to where the room no longer is. The streams' origins widen its policy;
 * a visit refused past its limit keeps its Retry-After.
 */
export const headers: HeadersFunction = (args) => [
  ["Cache-Control", "private, no-store"],
  ...passPlayerSourceHeaders(args.loaderHeaders),
  ...retryAfterHeader(args),
];

export default function WatchRoomPage() {
  const { roomId, series, episode, segments, server } = useLoaderData<typeof loader>();
  const video = useRef<RoomMedia | null>(null);
  const room = useWatchRoom(roomId, video);
  const [showDanmaku, setShowDanmaku] = useDanmakuShown();
  const origin = useOrigin();
  const accountId = useAccountId();
  const autoSkip = useAutoSkip();
  const { secondSubtitles } = useWatchPreferences(useAccountWatching());
  const title = seriesTitle(useSeriesTitle()(series));
  const poster = episode.thumbnail || seriesImage(series);
  const source = server ? playerSource(server) : null;
  const synced = source ? keptInStep(source) : false;
  const danmaku = showDanmaku ? <DanmakuLayer items={room.danmaku} onDone={room.dismissDanmaku} /> : null;
  const playerTitle = m.player_title({ series: title, number: episode.episode_number });
  const open = room.status === "open";
  const episodeName = m.episode_of_series({ series: title, number: episode.episode_number });
  // A guest watches along; talking takes an account.
  const signIn = room.self?.guest ? (
    <Link to={loginReturningTo(roomPath(roomId))} className="link block text-sm">
      {m.room_sign_in_to_talk()}
    </Link>
  ) : null;

  return (
    <main className="mx-auto max-w-7xl space-y-4 px-2 py-6 sm:px-4">
      <header className="space-y-1 px-2">
        <p className="text-sm font-semibold uppercase tracking-wider text-rose-600 dark:text-rose-400">{m.room_open()}</p>
        <h1 className="text-2xl font-black tracking-tight">
          <Link to={`/${series.slug}/episode/${episode.episode_number}`} className="hover:underline">
            <bdi>{episodeName}</bdi>
          </Link>
        </h1>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={m.player_region()} className="space-y-3">
          {/* YouTube's embed is spoken to through its player API; the other hosts' cannot be moved. */}
          {synced && server && source?.kind === "iframe" ? (
            <YouTubeRoomPlayer
              src={source.src}
              origin={origin}
              title={`${playerTitle} (${server.label})`}
              media={video}
              overlay={danmaku}
            />
          ) : server && source && playsOnPage(source) ? (
            <EpisodeVideo
              src={source.src}
              streaming={source.kind === "hls"}
              poster={poster}
              title={playerTitle}
              episodeId={episode.id}
              next={null}
              subtitles={episode.subtitles}
              secondSubtitles={secondSubtitles}
              segments={segments}
              accountId={accountId}
              autoSkip={autoSkip}
              origin={origin}
              room={{ video, overlay: danmaku }}
            />
          ) : (
            <VideoPlayer
              server={server}
              episodeId={episode.id}
              poster={poster}
              title={playerTitle}
              playHref="?play=1"
              autoplay
              next={null}
              subtitles={episode.subtitles}
              secondSubtitles={secondSubtitles}
              segments={segments}
              accountId={accountId}
              autoSkip={autoSkip}
              origin={origin}
            />
          )}
          <div className="mx-auto max-w-[720px] space-y-3">
            <RoomStatusNote
              status={room.status}
              host={room.self?.host ?? false}
              guest={room.self?.guest ?? false}
              controls={room.self?.controls ?? false}
              synced={synced && Boolean(server)}
              muted={room.muted}
              refused={room.refused}
            />
            <DanmakuSwitch shown={showDanmaku} onChange={setShowDanmaku} />
            {signIn ?? (
              <RoomTextForm
                name="danmaku"
                label={m.room_danmaku_label()}
                button={m.room_danmaku_post()}
                maxLength={DANMAKU_MAX}
                disabled={!open}
                onSend={room.sendDanmaku}
              />
            )}
          </div>
        </section>
        <aside className="space-y-4">
          <section aria-labelledby="room-link-title" className="panel space-y-2 p-3">
            <h2 id="room-link-title" className="font-bold">
              {m.room_link()}
            </h2>
            <input
              readOnly
              value={`${origin}/watch/${roomId}`}
              // An address reads left to right on every page, its start in view.
              dir="ltr"
              aria-labelledby="room-link-title"
              className="field font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {room.guestsAllowed ? m.room_link_hint_guests() : m.room_link_hint()}
            </p>
          </section>
          <RoomMembers
            members={room.members}
            guests={room.guests}
            self={room.self}
            settings={{ anyone: room.anyone, guests: room.guestsAllowed }}
            open={open}
            onRemove={room.remove}
            onAnyone={room.letAnyone}
            onGuests={room.letGuests}
          />
          <RoomChat lines={room.chat} open={open} onSend={room.sendChat} signIn={signIn} />
        </aside>
      </div>
    </main>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
