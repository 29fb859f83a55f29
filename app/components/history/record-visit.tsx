import { useNonce } from "~/hooks/nonce";
import { useAccountId, useRecordHistory, visitScript } from "~/hooks/use-watch-history";
import type { HistoryEntry } from "~/lib/browser/watch-history";

/**
 * Records a series or episode page in the browser's watch history (and the account's): the hook
 * where the app runs, an inline script on a signed-out viewer's page, which has no app
 * (decision 052).
 */
export function RecordVisit({ entry }: { entry: HistoryEntry }) {
  useRecordHistory(entry);
  const signedOut = useAccountId() === null;
  const nonce = useNonce();
  return signedOut ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours with the entry as JSON, run with the response nonce
    <script nonce={nonce} dangerouslySetInnerHTML={{ __html: visitScript(entry) }} />
  ) : null;
}
