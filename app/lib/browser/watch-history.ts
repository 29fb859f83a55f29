// The watch history lives in the browser's localStorage under this key (visitor spec).
export const HISTORY_KEY = "anime_watch_history";
export const HISTORY_LIMIT = 20;

export type HistoryEntry = {
  seriesId: number;
  seriesTitle: string;
  episodeId?: number | null;
  episodeTitle?: string | null;
  // Not in the spec's list; kept so "Continue Watching" can link without a lookup.
  seriesSlug?: string;
  episodeNumber?: number | null;
  /** The episode's picture, for the home page's Continue watching. */
  cover?: string;
};

/** Drops any entry for the same episode or the same series, puts the new one first, keeps 20. */
export function recordInHistory(history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const rest = history.filter((old) => old.seriesId !== entry.seriesId && !(entry.episodeId != null && old.episodeId === entry.episodeId));
  return [entry, ...rest].slice(0, HISTORY_LIMIT);
}

export function parseHistory(raw: string | null): HistoryEntry[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(value)
      ? value.filter((entry): entry is HistoryEntry => typeof entry?.seriesId === "number" && typeof entry?.seriesTitle === "string")
      : [];
  } catch {
    return [];
  }
}

export function continueWatchingHref(entry: HistoryEntry, slugOf: (title: string) => string): string {
  const slug = entry.seriesSlug || slugOf(entry.seriesTitle);
  return entry.episodeNumber != null ? `/${slug}/episode/${entry.episodeNumber}` : `/${slug}`;
}
