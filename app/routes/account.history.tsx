import { clearWatchHistory, mergeWatchHistory, recordWatch, saveWatchPosition } from "~/domain/watch-history/commands.server";
import { readAccountHistory } from "~/domain/watch-history/queries.server";
import { HistoryClearInput, HistoryMergeInput, HistoryRecordInput, PositionInput } from "~/domain/watch-history/schema";
import { idField } from "~/lib/schema-fields";
import { type AccountWrite, accountAnswer, accountWrite, runAccountWrite, signedInViewer } from "~/web/account-json.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/account.history";

// The pages' script keeps a signed-in viewer's history in their account through here
// (app/hooks/account-history.ts; the API's is /users/me/history).

const SIGN_IN = "Sign in to keep your history in your account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const userId = await signedInViewer(app, request);
  return userId === null ? accountAnswer({ error: SIGN_IN }, 401) : accountAnswer(await readAccountHistory(app, userId));
}

// Only the merge's answer is read (the script then keeps the account's copy); other writes are fire and forget.
const writes: Record<string, AccountWrite> = {
  record: accountWrite(HistoryRecordInput, (app, userId, input) => recordWatch(app, userId, input)),
  merge: accountWrite(HistoryMergeInput, async (app, userId, input) => {
    await mergeWatchHistory(app, userId, input);
    return readAccountHistory(app, userId);
  }),
  clear: accountWrite(HistoryClearInput, (app, userId, input) => clearWatchHistory(app, userId, input.series_ids)),
  position: accountWrite(PositionInput.extend({ episode_id: idField("Episode") }), (app, userId, input) =>
    saveWatchPosition(app, userId, input.episode_id, input.position, input.duration),
  ),
};

export const action = ({ request, context }: Route.ActionArgs) => runAccountWrite(context.get(appContext), request, writes, SIGN_IN);
