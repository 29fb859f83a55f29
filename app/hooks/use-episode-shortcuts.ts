import { useEffect } from "react";
import { navigateTo } from "~/islands/navigate";
import { type PlayerAction, type PlayerKey, PLAYER_KEYS, playerActionOf } from "~/lib/player-keys";
import { m } from "~/paraglide/messages";

const ARROWS: Partial<Record<PlayerKey, string>> = { ArrowLeft: "←", ArrowRight: "→", ArrowUp: "↑", ArrowDown: "↓" };

/** A key as the help dialog names it: a letter capitalised, an arrow drawn, Space in the page's language (so called at render). */
export const shortcutKeyName = (key: PlayerKey) => (key === " " ? m.player_key_space() : (ARROWS[key] ?? key.toUpperCase()));

/** What each action does, as the help dialog lists it: message functions, called at render. */
const ACTION_TEXTS: Record<PlayerAction, () => string> = {
  playPause: m.player_shortcut_play_pause,
  fullscreen: m.player_shortcut_fullscreen,
  mute: m.player_shortcut_mute,
  seek: m.player_shortcut_seek,
  volume: m.player_shortcut_volume,
  nextPrevious: m.player_shortcut_next_previous,
  skip: m.player_shortcut_skip,
  help: m.player_shortcut_help,
};

/** The episode page's keys, as the help dialog lists them, in the order of app/lib/player-keys.ts. */
export const episodeShortcuts = (Object.keys(PLAYER_KEYS) as PlayerAction[]).map((action) => ({
  keys: PLAYER_KEYS[action],
  action: ACTION_TEXTS[action],
}));

const SEEK_SECONDS = 5;
const VOLUME_STEP = 0.1;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

type Targets = { previousHref: string | null; nextHref: string | null; openHelp: () => void };

/**
 * Keyboard control of the episode page. The keys drive the direct video (embedded players take
 * their own keys once focused); Space on the poster starts the player.
 */
export function useEpisodeShortcuts({ previousHref, nextHref, openHelp }: Targets) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const video = document.querySelector<HTMLVideoElement>("#player video");
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const act = (run: () => unknown) => {
        event.preventDefault();
        run();
      };
      const action = playerActionOf(key);
      // Buttons and links keep Space and Enter for themselves.
      if (action === "playPause" && !(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) {
        const start = document.querySelector<HTMLElement>("#player [data-player-start]");
        if (video) return act(() => (video.paused ? video.play() : video.pause()));
        if (start) return act(() => start.click());
      }
      if (action === "fullscreen") {
        const frame = document.querySelector<HTMLElement>("#player [data-player-frame]");
        if (frame) return act(() => (document.fullscreenElement ? document.exitFullscreen() : frame.requestFullscreen()).catch(() => {}));
      }
      if (video && action === "mute") return act(() => (video.muted = !video.muted));
      if (video && action === "seek")
        return act(() => (video.currentTime = Math.max(0, video.currentTime + (key === "ArrowLeft" ? -SEEK_SECONDS : SEEK_SECONDS))));
      if (video && action === "volume")
        return act(() => (video.volume = Math.min(1, Math.max(0, video.volume + (key === "ArrowUp" ? VOLUME_STEP : -VOLUME_STEP)))));
      if (action === "skip") {
        const skip = document.querySelector<HTMLElement>("#player [data-skip-segment]");
        if (skip) return act(() => skip.click());
      }
      const href = action === "nextPrevious" ? (key === "n" ? nextHref : previousHref) : null;
      if (href) return act(() => navigateTo(href));
      if (action === "help") return act(openHelp);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [previousHref, nextHref, openHelp]);
}
