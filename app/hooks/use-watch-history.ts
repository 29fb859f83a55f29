import { useCallback, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { clearInAccount, recordInAccount } from "~/hooks/account-history";
import { HISTORY_SYNCED, SYNCED_KEY } from "~/lib/browser/account-copy";
import { readStored, writeStored } from "~/lib/browser/local-store";
import { HISTORY_KEY, HISTORY_LIMIT, parseHistory, recordInHistory, type HistoryEntry } from "~/lib/browser/watch-history";
import { POSITIONS_KEY } from "~/lib/browser/watch-positions";
import type { SegmentKind } from "~/lib/vocabulary/segment-kinds";
import type { WatchPreferences } from "~/lib/watch-preferences";

/** What this hook reads of the root route's data (app/root.tsx's loader), named here so hooks sit below the root. */
type RootViewer = { viewer: { id: number; autoSkip: SegmentKind[]; watching: WatchPreferences } | null };

/** The signed-in viewer's id (their history is kept in their account too), or null. */
export const useAccountId = () => useRouteLoaderData<RootViewer>("root")?.viewer?.id ?? null;

const SKIPS_NOTHING: readonly SegmentKind[] = [];
/** The kinds of segments the signed-in viewer's player skips without a press; none signed out. */
export const useAutoSkip = () => useRouteLoaderData<RootViewer>("root")?.viewer?.autoSkip ?? SKIPS_NOTHING;

/** The signed-in viewer's watch preferences from their account; null signed out (the browser's cookies hold them). */
export const useAccountWatching = () => useRouteLoaderData<RootViewer>("root")?.viewer?.watching ?? null;

/** Records an opened series or episode in localStorage, and in the account when signed in (client only, after hydration). */
export function useRecordHistory(entry: HistoryEntry) {
  const key = `${entry.seriesId}:${entry.episodeId ?? ""}`;
  const accountId = useAccountId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry is identified by its key; a re-render with equal values must not write again
  useEffect(() => {
    // Storage may be full or disabled: the history is a convenience, never an error.
    writeStored(HISTORY_KEY, recordInHistory(readStored(HISTORY_KEY, parseHistory), entry));
    if (accountId !== null) recordInAccount(entry);
  }, [key, accountId]);
}

/**
 * What useRecordHistory does on a signed-out series or episode page, as an inline script for the page sent
 * without the app (docs/decisions/052-hydration.md), run as the browser reads it: no module is
 * loaded to record a visit. It first drops an account's copy this browser still holds, as the root
 * does on a signed-out page (forgetAccountCopy), then keeps parseHistory's entries and
 * recordInHistory's order. When the app draws the page itself the script does not run (React runs
 * no inline script it inserts) and the hook records instead.
 */
export function visitScript(entry: HistoryEntry) {
  const json = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const [history, synced, positions] = [HISTORY_KEY, SYNCED_KEY, POSITIONS_KEY].map(json);
  return `(function(e){try{var s=localStorage,h;if(s.getItem(${synced})!==null)[${synced},${history},${positions}].forEach(function(k){s.removeItem(k)});try{h=JSON.parse(s.getItem(${history})||"[]")}catch(x){}h=Array.isArray(h)?h.filter(function(o){return o&&typeof o.seriesId==="number"&&typeof o.seriesTitle==="string"&&o.seriesId!==e.seriesId}):[];s.setItem(${history},JSON.stringify([e].concat(h).slice(0,${HISTORY_LIMIT})))}catch(x){}})(${json(entry)})`;
}

/** What this browser stores under `key`, read again when the account's copy arrives. Null until hydrated. */
export function useStoredWatchData<T>(key: string, parse: (raw: string | null) => T) {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const load = () => setValue(readStored(key, parse));
    load();
    window.addEventListener(HISTORY_SYNCED, load);
    return () => window.removeEventListener(HISTORY_SYNCED, load);
  }, [key, parse]);
  return [value, setValue] as const;
}

/** The stored history (the account's, once it arrives, for a signed-in viewer), and a setter that writes it back. Empty until hydrated. */
export function useWatchHistory() {
  const [history, setHistory] = useStoredWatchData(HISTORY_KEY, parseHistory);
  const accountId = useAccountId();
  const save = useCallback(
    (next: HistoryEntry[]) => {
      if (accountId !== null) {
        const kept = new Set(next.map((entry) => entry.seriesId));
        const removed = readStored(HISTORY_KEY, parseHistory)
          .filter((entry) => !kept.has(entry.seriesId))
          .map((entry) => entry.seriesId);
        clearInAccount(next.length === 0 ? undefined : removed);
      }
      writeStored(HISTORY_KEY, next);
      setHistory(next);
    },
    [accountId, setHistory],
  );
  return [history, save] as const;
}
