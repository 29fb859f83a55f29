// Which account this browser's copy of the watch history belongs to, and its leaving on a signed-out
// page: what the account's sync (app/hooks/account-history.ts) and the home page's continue-watching
// island share, so it sits below both.
import { readStored } from "./local-store";
import { HISTORY_KEY } from "./watch-history";
import { POSITIONS_KEY } from "./watch-positions";

/** Which account this browser's copy belongs to: its history was merged in and is kept in step. */
export const SYNCED_KEY = "anime_watch_history_account";
/** Sent to every screen showing the history when the account's copy arrives. */
export const HISTORY_SYNCED = "watch-history-synced";

/** On a signed-out page: the account's copy leaves this browser. */
export function forgetAccountCopy() {
  if (readStored(SYNCED_KEY, (raw) => raw) === null) return;
  for (const key of [SYNCED_KEY, HISTORY_KEY, POSITIONS_KEY]) localStorage.removeItem(key);
  window.dispatchEvent(new Event(HISTORY_SYNCED));
}
