// A signed-in viewer's watch history lives in their account (issue #22); this browser's copy in
// localStorage (the visitor spec's format, which every history screen reads) is filled from it on
// each page load, and every change goes to both. The first time an account is seen here, the
// browser's own history is merged in. Signing out removes the account's copy from this browser.
// A position the account could not hear of (no connection: an episode saved for offline, decision
// 066) waits in this browser and goes with the next sync.
// It sits with the hooks, above app/lib: it speaks the account route's answer (a domain type).
import type { AccountHistoryView } from "~/domain/watch-history/responses";
import { forgetAccountCopy, HISTORY_SYNCED, SYNCED_KEY } from "~/lib/browser/account-copy";
import { readStored, writeStored } from "~/lib/browser/local-store";
import { HISTORY_KEY, parseHistory, type HistoryEntry } from "~/lib/browser/watch-history";
import { parsePositions, POSITIONS_KEY, type Positions, withPosition } from "~/lib/browser/watch-positions";

const ENDPOINT = "/account/history";
/** Positions saved while the account could not be reached, by episode, as POSITIONS_KEY keeps them. */
const UNSENT_KEY = "anime_positions_unsent";

const post = (intent: string, payload: unknown) =>
  fetch(ENDPOINT, { method: "POST", body: new URLSearchParams({ intent, payload: JSON.stringify(payload) }) });

function keepLocally(account: AccountHistoryView) {
  const entries: HistoryEntry[] = account.entries.map((entry) => ({
    seriesId: entry.series_id,
    seriesTitle: entry.series_title,
    seriesSlug: entry.series_slug,
    episodeId: entry.episode_id,
    episodeTitle: entry.episode_title,
    episodeNumber: entry.episode_number,
    cover: entry.cover,
  }));
  const positions: Positions = Object.fromEntries(
    account.positions.map((saved) => [saved.episode_id, { position: saved.position, duration: saved.duration, at: saved.saved_at }]),
  );
  writeStored(HISTORY_KEY, entries);
  writeStored(POSITIONS_KEY, positions);
  window.dispatchEvent(new Event(HISTORY_SYNCED));
}

const positionsPayload = (positions: Positions) =>
  Object.entries(positions).map(([episodeId, saved]) => ({
    episode_id: Number(episodeId),
    position: saved.position,
    duration: saved.duration,
    saved_at: saved.at,
  }));

/**
 * On a signed-in page: merge this browser's history once per account (after that, only the
 * positions the account has not heard of), then take the account's. A copy of another profile's
 * (the viewer switched: decision 074) leaves first: one profile's history never reaches another.
 */
export async function syncWithAccount(userId: number) {
  const syncedTo = readStored(SYNCED_KEY, (raw) => raw);
  if (syncedTo !== null && syncedTo !== JSON.stringify(String(userId))) {
    forgetAccountCopy();
    localStorage.removeItem(UNSENT_KEY);
  }
  const merged = syncedTo === JSON.stringify(String(userId));
  const unsent = readStored(UNSENT_KEY, parsePositions);
  const local = { history: readStored(HISTORY_KEY, parseHistory), positions: readStored(POSITIONS_KEY, parsePositions) };
  const response = await (!merged
    ? post("merge", {
        entries: local.history.map((entry) => ({ series_id: entry.seriesId, episode_id: entry.episodeId ?? null })),
        positions: positionsPayload(local.positions),
      })
    : Object.keys(unsent).length > 0
      ? post("merge", { entries: [], positions: positionsPayload(unsent) })
      : fetch(ENDPOINT)
  ).catch(() => null);
  if (!response?.ok) return;
  localStorage.removeItem(UNSENT_KEY);
  keepLocally((await response.json()) as AccountHistoryView);
  writeStored(SYNCED_KEY, String(userId));
}

const quietly = (sent: Promise<Response>) => void sent.catch(() => undefined);

export const recordInAccount = (entry: HistoryEntry) =>
  quietly(post("record", { series_id: entry.seriesId, episode_id: entry.episodeId ?? null }));
export const clearInAccount = (seriesIds?: number[]) => quietly(post("clear", seriesIds ? { series_ids: seriesIds } : {}));

/**
 * Where the viewer stopped; `leaving` sends it with sendBeacon, which outlives the page. With no
 * connection it waits in this browser for the next sync (a beacon would be dropped).
 */
export function savePositionInAccount(episodeId: number, position: number, duration: number, leaving = false) {
  const keepUnsent = () => writeStored(UNSENT_KEY, withPosition(readStored(UNSENT_KEY, parsePositions), episodeId, position, duration));
  if (!navigator.onLine) return keepUnsent();
  const body = new URLSearchParams({ intent: "position", payload: JSON.stringify({ episode_id: episodeId, position, duration }) });
  if (leaving && navigator.sendBeacon?.(ENDPOINT, body)) return;
  fetch(ENDPOINT, { method: "POST", body }).catch(keepUnsent);
}
