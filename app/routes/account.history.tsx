import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { z } from "zod";
import type { AppContext } from "~/.server/context";
import { authenticateUser } from "~/.server/auth/authenticate";
import { DomainError } from "~/.server/errors";
import { clearWatchHistory, mergeWatchHistory, recordWatch, saveWatchPosition } from "~/domain/watch-history/commands.server";
import { readAccountHistory } from "~/domain/watch-history/queries.server";
import { HistoryClearInput, HistoryMergeInput, HistoryRecordInput, PositionInput } from "~/domain/watch-history/schema";
import { idField } from "~/lib/schema-fields";
import { readForm } from "~/web/form-submission.server";
import { appContext } from "~/web/router-context.server";
import { readSessionToken } from "~/web/sessions.server";

// The pages' script keeps a signed-in viewer's history in their account through here (the API's
// /users/me/history takes a bearer token; the pages have the session cookie). JSON answers, never
// cached; each write is a form post whose `payload` field is the JSON the API's schemas read.

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

async function signedInUser(request: Request, context: LoaderFunctionArgs["context"]) {
  const app = context.get(appContext);
  const signedIn = await authenticateUser(app, await readSessionToken(request, "user"));
  return { app, userId: signedIn.ok ? signedIn.principal.id : null };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { app, userId } = await signedInUser(request, context);
  return userId === null
    ? answer({ error: "Sign in to keep your history in your account" }, 401)
    : answer(await readAccountHistory(app, userId));
}

type Write = (app: AppContext, userId: number, payload: unknown) => Promise<unknown>;

/** A write that takes its payload only once `schema` passes it (400 with the first problem otherwise). */
const writeWith =
  <S extends z.ZodType>(schema: S, run: (app: AppContext, userId: number, input: z.infer<S>) => Promise<unknown>): Write =>
  (app, userId, payload) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]?.message ?? "Bad request");
    return run(app, userId, parsed.data);
  };

const writes: Record<string, Write> = {
  record: writeWith(HistoryRecordInput, recordWatch),
  merge: writeWith(HistoryMergeInput, mergeWatchHistory),
  clear: writeWith(HistoryClearInput, (app, userId, input) => clearWatchHistory(app, userId, input.series_ids)),
  position: writeWith(PositionInput.extend({ episode_id: idField("Episode") }), (app, userId, input) =>
    saveWatchPosition(app, userId, input.episode_id, input.position, input.duration),
  ),
};

export async function action({ request, context }: ActionFunctionArgs) {
  const { app, userId } = await signedInUser(request, context);
  if (userId === null) return answer({ error: "Sign in to keep your history in your account" }, 401);
  const form = await readForm(request);
  const write = writes[String(form.get("intent"))];
  if (!write) return answer({ error: "Unknown action" }, 400);
  try {
    await write(app, userId, JSON.parse(String(form.get("payload") ?? "")));
  } catch (error) {
    if (error instanceof SyntaxError) return answer({ error: "The payload is not JSON" }, 400);
    if (error instanceof DomainError) return answer({ error: error.message }, error.status);
    throw error;
  }
  // Only the merge's answer is read (the script then keeps the account's copy); other writes are fire and forget.
  return answer(String(form.get("intent")) === "merge" ? await readAccountHistory(app, userId) : { ok: true });
}
