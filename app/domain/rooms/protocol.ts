// The JSON messages of a watch-together room's WebSocket (issue #53, decision 055), shared by the
// room (workers/rooms) and, later, the watch page. A member sends ClientMessage; the room answers
// with ServerMessage. Times: `at` on playback state is the room's clock (milliseconds since the
// epoch, as the room read it when the state changed); `at` on a danmaku is the second of the video.
import { z } from "zod";
import { hasHiddenCharacters } from "~/lib/schema-fields";
import { CHAT_MAX, DANMAKU_MAX } from "./limits";

/** Text as comments take it (decision 000): trimmed, not blank, bounded, shown as written, so no markup and nothing hidden. */
const roomText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: `${label} is required` })
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`)
      .refine((text) => !hasHiddenCharacters(text), `${label} must be plain text on one line`)
      .refine((text) => !/<\s*\/?\s*[a-z!?]/i.test(text), `${label} must be plain text, without markup`),
  );

const videoSecond = z
  .number({ error: "A time in the video is required" })
  .min(0)
  .max(24 * 3600);

/** Where the room's playback stands, as the host (or anyone, when the host allows) sets it. */
export const PlaybackInput = z.object({
  type: z.literal("state"),
  playing: z.boolean({ error: "playing must be true or false" }),
  position: videoSecond,
  rate: z.number({ error: "rate must be a number" }).min(0.25).max(4),
  episode_id: z.number({ error: "episode_id is required" }).int().positive(),
});

export const ClientMessage = z.discriminatedUnion(
  "type",
  [
    PlaybackInput,
    z.object({ type: z.literal("chat"), text: roomText("Chat", CHAT_MAX) }),
    z.object({ type: z.literal("danmaku"), text: roomText("Danmaku", DANMAKU_MAX), at: videoSecond }),
    /** The host: whether every member may play, pause and seek. */
    z.object({ type: z.literal("controls"), anyone: z.boolean({ error: "anyone must be true or false" }) }),
    /** The host: whether viewers who are not signed in may watch along (false sends those in away). */
    z.object({ type: z.literal("guests"), allowed: z.boolean({ error: "allowed must be true or false" }) }),
    /** The host: removes a member, who may not come back. */
    z.object({ type: z.literal("remove"), username: z.string({ error: "username is required" }).min(1, "username is required").max(64) }),
    /** Asks the room's clock (`pong.now`), to estimate the offset from the member's own. */
    z.object({ type: z.literal("ping") }),
  ],
  { error: "Unknown message type" },
);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** The room's playback: position `position` seconds at room time `at`, moving at `rate` while playing. */
export type Playback = Omit<z.infer<typeof PlaybackInput>, "type"> & { at: number };

/** Who is in: the signed-in members' usernames, and how many guests watch along (they have no name). */
type Members = { members: string[]; guests: number };

export type ServerMessage =
  /**
   * `connection` names this socket, which `state` repeats for the socket it came from; `guest`: this
   * socket is a viewer who is not signed in (no username), let in by `guests_allowed`.
   */
  | ({
      type: "welcome";
      username: string;
      connection: string;
      host: boolean;
      guest: boolean;
      anyone: boolean;
      guests_allowed: boolean;
      state: Playback;
      now: number;
    } & Members)
  | ({ type: "state"; by: string; connection: string } & Playback)
  | ({ type: "members" } & Members)
  | { type: "guests"; allowed: boolean }
  | { type: "chat"; username: string; text: string; at: number }
  | { type: "danmaku"; username: string; text: string; at: number; episode_id: number }
  | { type: "controls"; anyone: boolean }
  | { type: "pong"; now: number }
  | { type: "error"; error: string };

/** WebSocket close codes the room uses (4000–4999 are the application's; 1009 is the standard "message too big"). */
export const closeCodes = { removed: 4003, flooding: 4008, tooBig: 1009 } as const;
