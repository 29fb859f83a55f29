import { useEffect } from "react";
import { navigateTo } from "~/islands/navigate";
import { m } from "~/paraglide/messages";

/** A key as the help dialog names it: a letter or arrow as it is, a word (Space) in the page's language. */
export type ShortcutKey = string | (() => string);

/**
 * The episode page's keys, as the help dialog lists them. The texts are message functions, called
 * at render, so each page reads them in its own language.
 */
export const episodeShortcuts: readonly { keys: readonly ShortcutKey[]; action: () => string }[] = [
  { keys: [m.player_key_space, "K"], action: m.player_shortcut_play_pause },
  { keys: ["F"], action: m.player_shortcut_fullscreen },
  { keys: ["M"], action: m.player_shortcut_mute },
  { keys: ["←", "→"], action: m.player_shortcut_seek },
  { keys: ["↑", "↓"], action: m.player_shortcut_volume },
  { keys: ["N", "P"], action: m.player_shortcut_next_previous },
  { keys: ["S"], action: m.player_shortcut_skip },
  { keys: ["?"], action: m.player_shortcut_help },
];

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
      const act = (action: () => unknown) => {
        event.preventDefault();
        action();
      };
      // Buttons and links keep Space and Enter for themselves.
      if ((key === " " || key === "k") && !(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) {
        const start = document.querySelector<HTMLElement>("#player [data-player-start]");
        if (video) return act(() => (video.paused ? video.play() : video.pause()));
        if (start) return act(() => start.click());
      }
      if (key === "f") {
        const frame = document.querySelector<HTMLElement>("#player [data-player-frame]");
        if (frame) return act(() => (document.fullscreenElement ? document.exitFullscreen() : frame.requestFullscreen()).catch(() => {}));
      }
      if (video && key === "m") return act(() => (video.muted = !video.muted));
      if (video && (key === "ArrowLeft" || key === "ArrowRight"))
        return act(() => (video.currentTime = Math.max(0, video.currentTime + (key === "ArrowLeft" ? -SEEK_SECONDS : SEEK_SECONDS))));
      if (video && (key === "ArrowUp" || key === "ArrowDown"))
        return act(() => (video.volume = Math.min(1, Math.max(0, video.volume + (key === "ArrowUp" ? VOLUME_STEP : -VOLUME_STEP)))));
      if (key === "s") {
        const skip = document.querySelector<HTMLElement>("#player [data-skip-segment]");
        if (skip) return act(() => skip.click());
      }
      if (key === "n" && nextHref) return act(() => navigateTo(nextHref));
      if (key === "p" && previousHref) return act(() => navigateTo(previousHref));
      if (key === "?") return act(openHelp);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [previousHref, nextHref, openHelp]);
}
