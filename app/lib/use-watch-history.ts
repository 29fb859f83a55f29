import { useCallback, useEffect, useState } from "react";
import { HISTORY_KEY, parseHistory, recordInHistory, type HistoryEntry } from "./watch-history";

/** Records an opened series or episode in localStorage (client only, after hydration). */
export function useRecordHistory(entry: HistoryEntry) {
  const key = `${entry.seriesId}:${entry.episodeId ?? ""}`;
  useEffect(() => {
    try {
      const next = recordInHistory(parseHistory(localStorage.getItem(HISTORY_KEY)), entry);
      localStorage.setItem(HISTORY_KEY, JSON.stringify(next));
    } catch {
      // Storage may be full or disabled: the history is a convenience, never an error.
    }
    // The entry is identified by its key; a re-render with equal values must not write again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** The stored history, and a setter that writes it back. Empty until hydrated. */
export function useWatchHistory() {
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  useEffect(() => setHistory(parseHistory(localStorage.getItem(HISTORY_KEY))), []);
  const save = useCallback((next: HistoryEntry[]) => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(next));
    setHistory(next);
  }, []);
  return [history, save] as const;
}
