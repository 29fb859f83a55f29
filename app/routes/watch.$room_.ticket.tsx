import { roomTicket } from "~/domain/rooms/commands.server";
import { accountAnswer, accountRefusal } from "~/web/account-json.server";
import { appContext } from "~/web/router-context.server";
import { userSessionOf } from "~/web/sessions.server";
import type { Route } from "./+types/watch.$room_.ticket";

// The room page's script asks here, with the session cookie, for each ticket that opens the room's
// socket (POST /api/rooms/{id}/ticket is the same for a bearer token): one per connect, as a ticket
// opens the socket once. Without a sign-in the ticket is a guest's, which the room gives only while
// its host lets guests watch along (POST /api/rooms/{id}/guest-ticket).
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const signedIn = await userSessionOf(request, app);
  try {
    const asker = signedIn.ok ? { ...signedIn.principal, sessionId: signedIn.sessionId } : null;
    return accountAnswer({ ticket: await roomTicket(app, params.room, asker) });
  } catch (error) {
    return accountRefusal(error);
  }
}
