import { z } from "zod";
import { idField } from "~/lib/schema-fields";

/** POST /api/rooms: the episode the room starts on. */
export const RoomInput = z.object({ episode_id: idField("Episode") });

/**
 * A room's id in a path: hex, as Durable Object ids are written (64 characters no one can guess).
 * The length is the namespace's to check (an id it did not make is no room): a route pattern's
 * braces cannot hold a `{64}`.
 */
export const ROOM_ID_PATTERN = "[0-9a-f]+";

/** Where a room's page is, the link a host shares. */
export const roomPath = (id: string) => `/watch/${id}`;
