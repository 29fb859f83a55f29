import { roomTicketAnswer } from "~/web/room-page.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/watch.$room_.ticket";

// The room page's script asks here, with the session cookie, for each ticket that opens the room's
// socket (POST /api/rooms/{id}/ticket is the same for a bearer token): one per connect, as a ticket
// opens the socket once. Without a sign-in the ticket is a guest's, which the room gives only while
// its host lets guests watch along (POST /api/rooms/{id}/guest-ticket).
export const action = ({ request, params, context }: Route.ActionArgs) => roomTicketAnswer(request, context.get(appContext), params.room);
