import { useNavigate } from "react-router";
import { useEffect } from "react";

/** The episode page's keys, as the help dialog lists them. */
export const episodeShortcuts = [
  { keys: ["Space", "K"], action: "Play or pause" },
  { keys: ["F"], action: "Full screen" },
  { keys: ["M"], action: "Mute or unmute" },
  { keys: ["←", "→"], action: "Back or forward 5 seconds" },
  { keys: ["↑", "↓"], action: "Volume up or down" },
  { keys: ["N", "P"], action: "Next or previous episode" },
  { keys: ["S"], action: "Skip the intro, or on to the next episode in the outro" },
  { keys: ["?"], action: "Show these shortcuts" },
] as const;

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
  const navigate = useNavigate();
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
      if (key === "n" && nextHref) return act(() => navigate(nextHref));
      if (key === "p" && previousHref) return act(() => navigate(previousHref));
      if (key === "?") return act(openHelp);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate, previousHref, nextHref, openHelp]);
}
