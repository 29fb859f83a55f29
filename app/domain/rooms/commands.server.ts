// Opening a watch-together room and joining it (decision 055), for the API's bearer tokens
// (workers/api/rooms.ts) and the pages' session cookies (the episode page's form, app/routes/watch.*)
// alike: the rules are here once, and each door only says who is asking.
import { takeTurn } from "~/.server/auth/action-limits";
import type { AppContext } from "~/.server/context";
import { episodeExists } from "~/domain/episodes/queries.server";
import { DomainError, notFound } from "~/lib/refusals";
import type { Playback } from "./protocol";
import { roomPath, type RoomInput } from "./schema";
import type { z } from "zod";

type Account = { id: number; username: string };

/** The room's Durable Object (the API's door hands it the socket's upgrade); an id the namespace did not make (or not hex) is no room. */
export function roomOf(app: AppContext, id: string) {
  try {
    return app.env.ROOMS.get(app.env.ROOMS.idFromString(id));
  } catch {
    throw notFound("Room");
  }
}

/** Opens a room on the episode with `host` as its host; answers its id and the page to share. */
export async function openRoom(app: AppContext, host: Account, { episode_id }: z.infer<typeof RoomInput>) {
  if (!(await episodeExists(app, episode_id))) throw notFound("Episode");
  await takeTurn(app, "room_open", { userId: host.id });
  const id = app.env.ROOMS.newUniqueId();
  await app.env.ROOMS.get(id).open({ id: host.id, username: host.username }, episode_id);
  return { id: id.toString(), url: roomPath(id.toString()) };
}

/**
 * A single-use ticket to the room's socket for the account signed in as session `sessionId`, or,
 * for `null`, a viewer who is not signed in (a guest, while the host lets guests watch along), who
 * calls from `ip`. Each ask is counted before it reaches the room (the account's, or a guest's
 * address's), refused ones too: the room's answer is what costs.
 */
export async function roomTicket(
  app: AppContext,
  roomId: string,
  asker: (Account & { sessionId: string }) | null,
  ip: string,
): Promise<string> {
  const room = roomOf(app, roomId);
  await (asker ? takeTurn(app, "room_ticket", { userId: asker.id }) : takeTurn(app, "room_guest_ticket", { ip }));
  const answer = await room.issueTicket(asker && { id: asker.id, username: asker.username, sessionId: asker.sessionId });
  if ("error" in answer) throw new DomainError(answer.status, answer.error);
  return answer.ticket;
}

/**
 * Where the room's playback stands (the page opens on its episode) and whether it lets viewers who
 * are not signed in watch along; a room that ended is not found. Counted per address (`ip`) before
 * it reaches the room, as anyone may load a room's page.
 */
export async function roomOverview(app: AppContext, roomId: string, ip: string): Promise<{ state: Playback; guests: boolean }> {
  const room = roomOf(app, roomId);
  await takeTurn(app, "room_view", { ip });
  const overview = await room.overview();
  if (!overview) throw notFound("Room");
  return overview;
}
