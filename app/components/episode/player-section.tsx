// The episode's player and what goes with it: the servers, the note on a missing audio, Previous
// and Next with the shortcuts, the next airing and "How I watch". It needs no router, so the same
// component is drawn by the page and, on a page without the app, hydrated on its own by the
// `episode-player` island the first time it is needed (decision 052, fifth slice).
import { ServerAudioTag } from "~/components/audio-counts";
import { Icon } from "~/components/ui/icons";
import { SiteLink } from "~/components/ui/site-link";
import { useNonce } from "~/hooks/nonce";
import { useServerChoice } from "~/hooks/use-keep-watching";
import { useWatchPreferences } from "~/hooks/use-watch-preferences";
import type { EpisodePlayerData } from "~/lib/episode-player-data";
import { KEYS_BEFORE_PLAY } from "~/lib/player-keys";
import type { SegmentKind } from "~/lib/vocabulary/segment-kinds";
import { nextEpisodeFor } from "~/lib/watch-preferences";
import { PLAYER_PROPS_ID } from "~/islands/names";
import { m } from "~/paraglide/messages";
import { NextEpisodeBanner } from "./next-episode-banner";
import { EpisodeShortcuts } from "./shortcuts-help";
import { VideoPlayer } from "./video-player";
import { MissingAudioNote, WatchPreferencesForm } from "./watch-preferences-form";

/** Everything the section is drawn from: the server's data and what the page adds as it draws; the island reads it back from the page. */
export type PlayerSectionProps = EpisodePlayerData & {
  /** The player's name for screen readers ("Series, episode 3"). */
  title: string;
  accountId: number | null;
  /** The kinds of segments the signed-in viewer has the player skip without a press. */
  autoSkip: readonly SegmentKind[];
  origin: string;
  /** This page's path and query, where "How I watch" comes back to. */
  returnTo: string;
  /** Drawn for a page without the app: the player's controls carry the island's mark. */
  islands: boolean;
};

/** What loads the island on a click (the poster, a server) where the app does not run. */
const PLAYER_ISLAND = "episode-player";
const clickMark = { "data-island": PLAYER_ISLAND, "data-island-on": "click" };

export function PlayerSection(props: PlayerSectionProps) {
  const { seriesId, episodeId, servers, serverIndex, named, base, poster, title, autoplay, islands } = props;
  const preferences = useWatchPreferences(props.watching);
  const { shown, remember, missing } = useServerChoice(seriesId, servers, serverIndex, named, preferences);
  const serverHref = (index: number, play = false) =>
    `?${new URLSearchParams({ ...(index ? { server: String(index) } : {}), ...(play ? { play: "1" } : {}) })}#player`;
  const previousHref = props.previousNumber !== null ? `${base}/${props.previousNumber}` : null;
  const goesOnTo = nextEpisodeFor({ any: props.nextNumber, story: props.nextStoryNumber }, preferences.skipFiller);
  const nextHref = goesOnTo !== null ? `${base}/${goesOnTo}` : null;
  const mark = islands ? clickMark : undefined;
  return (
    <>
      <VideoPlayer
        server={servers[shown]}
        episodeId={episodeId}
        poster={poster}
        title={title}
        playHref={serverHref(shown, true)}
        autoplay={autoplay}
        next={nextHref && goesOnTo !== null ? { href: `${nextHref}?play=1`, label: m.common_episode_n({ number: goesOnTo }) } : null}
        subtitles={props.subtitles}
        secondSubtitles={preferences.secondSubtitles}
        segments={props.segments}
        autoSkip={props.autoSkip}
        accountId={props.accountId}
        origin={props.origin}
        startMark={mark}
      />
      {servers.length > 0 ? (
        <nav aria-label={m.player_servers()} className="flex flex-wrap justify-center gap-2">
          {servers.map((server, index) => (
            <SiteLink
              // biome-ignore lint/suspicious/noArrayIndexKey: two servers may share a link; the position tells them apart
              key={`${server.url}-${index}`}
              to={serverHref(index)}
              onClick={() => remember(index)}
              replace
              aria-current={index === shown ? "true" : undefined}
              className={index === shown ? "btn-primary px-3 py-1.5" : "btn-ghost px-3 py-1.5"}
              {...mark}
            >
              {server.label}
              {server.audio ? <ServerAudioTag audio={server.audio} lang={server.audio_lang ?? null} /> : null}
            </SiteLink>
          ))}
        </nav>
      ) : null}
      <MissingAudioNote audio={missing} />
      <nav aria-label={m.episode_nav()} className="mx-auto flex max-w-[720px] justify-between gap-2">
        <StepLink to={previousHref}>
          <Icon name="previous" width={16} height={16} /> {m.episode_previous()}
        </StepLink>
        <EpisodeShortcuts previousHref={previousHref} nextHref={nextHref} mark={mark} />
        <StepLink to={nextHref}>
          {m.episode_next()} <Icon name="next" width={16} height={16} />
        </StepLink>
      </nav>
      {props.nextAiring ? (
        <div className="mx-auto max-w-[720px]">
          <NextEpisodeBanner next={props.nextAiring} />
        </div>
      ) : null}
      {servers.length > 0 ? (
        <WatchPreferencesForm
          preferences={preferences}
          serverAudios={servers.map((server) => server.audio ?? "sub")}
          subtitles={props.subtitles}
          returnTo={props.returnTo}
        />
      ) : null}
    </>
  );
}

/** Previous or Next: a link, or its words greyed where there is no such episode. */
function StepLink({ to, children }: { to: string | null; children: React.ReactNode }) {
  return to ? (
    <SiteLink to={to} className="btn-ghost">
      {children}
    </SiteLink>
  ) : (
    <span className="btn-ghost" aria-disabled="true">
      {children}
    </span>
  );
}

/**
 * The section as the page draws it. On a page without the app, its data goes beside it for the
 * island, whose marks say when to wake it (app/islands/loader.ts names the events).
 */
export function PlayerRoot(props: PlayerSectionProps) {
  const nonce = useNonce();
  const atOnce = ["watching", props.autoplay ? "now" : "", props.nextAiring ? "zone" : ""].filter(Boolean).join(" ");
  const marks = props.islands
    ? {
        "data-island": PLAYER_ISLAND,
        "data-island-on": atOnce,
        "data-island-keys": KEYS_BEFORE_PLAY,
        ...(props.nextAiring ? { "data-zone": props.nextAiring.siteTimeZone } : {}),
      }
    : {};
  return (
    <>
      {props.islands ? (
        <script
          type="application/json"
          id={PLAYER_PROPS_ID}
          // Data, never run; it carries the nonce as every script of the page does, so none stands out.
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: data, not a script: JSON of the section's props, with "<" escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replaceAll("<", "\\u003c") }}
        />
      ) : null}
      <div data-player-root="" className="space-y-3" {...marks}>
        <PlayerSection {...props} />
      </div>
    </>
  );
}
