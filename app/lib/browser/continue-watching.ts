// The home page's Continue watching, drawn by React where the app runs
// (app/components/home/continue-watching.tsx) and by its island where it does not
// (app/islands/continue-watching.ts): both show these cards, in the page's language.
import { slugify } from "~/lib/slug";
import { m } from "~/paraglide/messages";
import { continueWatchingHref, type HistoryEntry } from "./watch-history";
import { clockTime, progressOf, resumePoint, type Positions } from "./watch-positions";

/** How many cards it shows: the newest entries. */
export const CONTINUE_SHOWN = 6;

/** The cover's box, one width at every breakpoint. */
export const CONTINUE_COVER = { width: 192, height: 108 } as const;

export type ContinueCard = {
  key: string;
  href: string;
  title: string;
  cover?: string;
  /** How much of the episode was watched, in percent; null when nothing was saved. */
  progress: number | null;
  /** "Episode 3 · from 12:34", "Series". */
  line: string;
};

/** The newest entries of the history, with how far each episode was watched. */
export function continueCards(history: HistoryEntry[], positions: Positions): ContinueCard[] {
  return history.slice(0, CONTINUE_SHOWN).map((entry) => {
    const saved = entry.episodeId != null ? positions[entry.episodeId] : undefined;
    const resumeAt = resumePoint(saved);
    const what = entry.episodeNumber != null ? m.common_episode_n({ number: entry.episodeNumber }) : m.home_continue_series();
    return {
      key: `${entry.seriesId}:${entry.episodeId ?? ""}`,
      href: continueWatchingHref(entry, slugify),
      title: entry.seriesTitle,
      cover: entry.cover,
      progress: saved ? Math.round(progressOf(saved) * 100) : null,
      line: resumeAt !== null ? `${what} · ${m.home_continue_from({ time: clockTime(resumeAt) })}` : what,
    };
  });
}
