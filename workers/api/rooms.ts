// Watch together (issue #53, docs/decisions/055-watch-together-rooms.md): a viewer opens a room on
// an episode, each member asks a single-use ticket with their token, and the ticket opens the room's
// WebSocket, which its Durable Object (workers/rooms/watch-room.ts) holds. Nothing here is cached.
import { Hono } from "hono";
import type { ApiEnv } from "./env";
import { openRoom, roomOf, roomTicket } from "~/domain/rooms/commands.server";
import { Room, RoomTicket } from "~/domain/rooms/responses";
import { ROOM_ID_PATTERN, RoomInput } from "~/domain/rooms/schema";
import { ROOM_MEMBERS_MAX } from "~/domain/rooms/limits";
import { DomainError } from "~/lib/refusals";
import { siteOrigin } from "~/lib/site-url";
import { isTicketShaped } from "../rooms/room-store";
import { roomRefusals } from "../rooms/refusals";
import { clientIp } from "./auth-guards";
import { routeMarkers, validate } from "./route-meta";
import { z } from "zod";

const { publicRoute, userRoute } = routeMarkers(
  "Rooms",
  "Watch together: rooms whose members play an episode in step, chat and post on-screen comments over a WebSocket",
);

const roomPathParam = `/:id{${ROOM_ID_PATTERN}}`;

export const roomRoutes = new Hono<ApiEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .post(
    "/",
    userRoute({
      operationId: "openRoom",
      summary: "Open a watch-together room on an episode; the token's viewer is its host. Share `url`.",
      response: Room,
      status: 201,
      errors: [404, 429],
    }),
    validate("json", RoomInput),
    async (c) => {
      return c.json(await openRoom(c.var.app, c.var.account, c.req.valid("json")), 201);
    },
  )
  .post(
    `${roomPathParam}/ticket`,
    userRoute({
      operationId: "getRoomTicket",
      summary: `A single-use ticket that opens the room's socket within a minute (409 when ${ROOM_MEMBERS_MAX} members are in)`,
      response: RoomTicket,
      errors: [404, 409, 429],
    }),
    async (c) => {
      return c.json({
        ticket: await roomTicket(c.var.app, c.req.param("id"), { ...c.var.account, sessionId: c.var.sessionId }, clientIp(c)),
      });
    },
  )
  .post(
    `${roomPathParam}/guest-ticket`,
    publicRoute({
      operationId: "getRoomGuestTicket",
      summary:
        "A single-use ticket for a viewer who is not signed in, while the room's host lets guests watch along (401 when not): a guest follows the room and posts nothing",
      response: RoomTicket,
      errors: [401, 404, 409, 429],
    }),
    async (c) => c.json({ ticket: await roomTicket(c.var.app, c.req.param("id"), null, clientIp(c)) }),
  )
  .get(
    `${roomPathParam}/socket`,
    publicRoute({
      operationId: "openRoomSocket",
      summary:
        "Upgrades to the room's WebSocket (101) with a ticket from …/ticket, from this site's pages or a client that sends no Origin. Messages: docs/product/api.md",
      response: z.null().meta({ description: "101 Switching Protocols: the room's WebSocket" }),
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new DomainError(400, "Expected a WebSocket upgrade");
      // Browsers always name the page that opens a socket: another site's page may not join a room
      // with a ticket it got hold of. Apps and tests send no Origin; the ticket is their check.
      const origin = c.req.header("Origin");
      if (origin !== undefined && origin !== siteOrigin(c.var.app.env, c.req.url))
        throw new DomainError(403, "A room opens only from this site's pages");
      const ticket = c.req.query("ticket");
      if (!ticket) throw new DomainError(401, "A ticket is required: POST /api/rooms/{id}/ticket");
      // One the room cannot have made is refused here: a made-up ticket costs no request to the room.
      if (!isTicketShaped(ticket)) throw new DomainError(401, roomRefusals.badTicket);
      const answer = await roomOf(c.var.app, c.req.param("id")).fetch(c.req.raw);
      // A fresh answer: the room's own has immutable headers, which the worker's middleware sets.
      return answer.webSocket ? new Response(null, { status: 101, webSocket: answer.webSocket }) : new Response(answer.body, answer);
    },
  );
