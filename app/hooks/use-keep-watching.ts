import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";
import { readStored, writeStored } from "~/lib/browser/local-store";
import {
  chosenServer,
  parseServerChoices,
  SERVER_CHOICE_KEY,
  type ServerChoice,
  seriesChoice,
  withServerChoice,
} from "~/lib/server-choice";
import type { WatchPreferences } from "~/lib/watch-preferences";
import type { ServerAudio } from "~/lib/vocabulary/server-audio";
import { parsePositions, POSITIONS_KEY, resumePoint, withPosition } from "~/lib/browser/watch-positions";
import { savePositionInAccount } from "~/hooks/account-history";

const SAVE_EVERY_MS = 2_000;
/** The account hears of a position less often than this browser's storage: on pause, on leaving, and every half minute. */
const ACCOUNT_EVERY_MS = 30_000;
type VideoEvent = SyntheticEvent<HTMLVideoElement>;
type ServerOption = { label: string; audio?: ServerAudio | null };

/**
 * Handlers for a direct video that keep its position (every two seconds while playing, and on
 * pause, end and leaving the page; in the account too when `accountId` is a signed-in viewer's),
 * and, when `resume`, bring it back to where this browser last stopped it.
 */
export function useVideoPosition(episodeId: number, resume: boolean, accountId: number | null) {
  const video = useRef<HTMLVideoElement | null>(null);
  const savedAt = useRef(0);
  const sentAt = useRef(0);
  const save = useCallback(
    (element: HTMLVideoElement | null, toAccount = false, leaving = false) => {
      if (!element || !Number.isFinite(element.duration) || element.duration <= 0) return;
      savedAt.current = Date.now();
      writeStored(POSITIONS_KEY, withPosition(readStored(POSITIONS_KEY, parsePositions), episodeId, element.currentTime, element.duration));
      if (accountId === null || !(toAccount || savedAt.current - sentAt.current >= ACCOUNT_EVERY_MS)) return;
      sentAt.current = savedAt.current;
      savePositionInAccount(episodeId, element.currentTime, element.duration, leaving);
    },
    [episodeId, accountId],
  );

  useEffect(() => {
    const leave = () => save(video.current, true, true);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave(); // client-side navigation unmounts the player
    };
  }, [save]);

  useEffect(() => {
    const element = video.current;
    if (!resume || !element) return;
    const resumeHere = () => {
      const at = resumePoint(readStored(POSITIONS_KEY, parsePositions)[episodeId]);
      if (at !== null) element.currentTime = at;
    };
    // The player's module loads when play is pressed, and React drops a media event of an element
    // it has not committed yet: the video may know its length before this runs.
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) return resumeHere();
    element.addEventListener("loadedmetadata", resumeHere, { once: true });
    return () => element.removeEventListener("loadedmetadata", resumeHere);
  }, [episodeId, resume]);

  return {
    ref: video,
    onTimeUpdate: (event: VideoEvent) => {
      if (Date.now() - savedAt.current >= SAVE_EVERY_MS) save(event.currentTarget);
    },
    onPause: (event: VideoEvent) => save(event.currentTarget, true),
  };
}

/**
 * The server to show (chosenServer), reading this browser's remembered choice once hydrated;
 * `remember` keeps a choice for the series.
 */
export function useServerChoice(
  seriesId: number,
  servers: readonly ServerOption[],
  fromAddress: number,
  named: boolean,
  watching: WatchPreferences,
) {
  const [remembered, setRemembered] = useState<ServerChoice | undefined>(undefined);
  useEffect(() => {
    setRemembered(named ? undefined : seriesChoice(readStored(SERVER_CHOICE_KEY, parseServerChoices), seriesId));
  }, [seriesId, named]);
  const remember = useCallback(
    (index: number) => {
      const chosen = withServerChoice(readStored(SERVER_CHOICE_KEY, parseServerChoices), seriesId, servers[index]!);
      writeStored(SERVER_CHOICE_KEY, chosen);
      setRemembered(chosen[0]);
    },
    [seriesId, servers],
  );
  return { ...chosenServer(remembered, servers, { index: fromAddress, named }, watching), remember };
}
