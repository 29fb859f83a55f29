import { useEffect, useState } from "react";
import { readSaved, type SavedEpisode } from "~/lib/browser/saved-episodes";

/**
 * The episode's copy saved on this device for the stream or file `from` (decision 066), which
 * plays in its place, with or without a connection: undefined while looking, null where none is.
 */
export function useSavedCopy(episodeId: number, from: string): SavedEpisode | null | undefined {
  const [copy, setCopy] = useState<SavedEpisode | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setCopy(undefined);
    readSaved(episodeId).then(
      (saved) => current && setCopy(saved?.from === from ? saved : null),
      () => current && setCopy(null),
    );
    return () => {
      current = false;
    };
  }, [episodeId, from]);
  return copy;
}
