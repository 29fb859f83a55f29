// What the episode's player section is drawn from that the server knows: built once, by the
// episode page's adapter (app/web/episode-page.server.ts), drawn by the page, and read back from
// the page by the player's island. Plain data, so it travels as JSON.
import type { ServerOption } from "./embed";
import type { Segments } from "./skip-ranges";
import type { SubtitleTrack } from "./subtitle-tracks";
import type { WatchPreferences } from "./watch-preferences";

/** The schedule's next episode: the instant, and how the site's own zone writes it. */
export type NextAiring = { at: string; siteText: string; siteTimeZone: string };

export type EpisodePlayerData = {
  seriesId: number;
  episodeId: number;
  servers: ServerOption[];
  /** The server the page was drawn on, and whether the address named it (`?server=`). */
  serverIndex: number;
  named: boolean;
  autoplay: boolean;
  poster: string;
  /** The episodes' path (`/series/episode`) and the numbers Previous and Next lead to. */
  base: string;
  previousNumber: number | null;
  nextNumber: number | null;
  nextStoryNumber: number | null;
  subtitles: SubtitleTrack[];
  segments: Segments;
  /** A signed-in viewer's preferences, drawn on their own page; null on a shared one. */
  watching: WatchPreferences | null;
  nextAiring: NextAiring | null;
};
