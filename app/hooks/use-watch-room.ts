import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { closeCodes, type ClientMessage, type Playback, type ServerMessage } from "~/domain/rooms/protocol";
import { betterSample, clockSample, type ClockSample } from "./room-clock";
import { useCrossingDanmaku } from "./use-crossing-danmaku";
import type { RoomMedia } from "~/lib/browser/room-media";
import { askedPlayback, followRoom } from "./room-video";

/** `refused`: the host removed this member (or their account may not join); `ended`: the room is gone. */
export type RoomStatus = "connecting" | "open" | "reconnecting" | "refused" | "ended";
export type RoomLine = { key: number; username: string; text: string };

/** Round trips timed after each connect: the shortest sets the clock. */
const CLOCK_SAMPLES = 5;
/** Lines of chat kept on the page. */
const CHAT_KEPT = 100;
/** Reconnects wait 1, 2, 4… seconds, never more than this. */
const RETRY_MAX_MS = 10_000;
/** Whether this socket may drive playback: the host always, a signed-in member when the host lets anyone, a guest never. */
const drives = (host: boolean, guest: boolean, anyone: boolean) => host || (anyone && !guest);

/**
 * The page's side of a watch-together room (decision 055): asks a ticket with the session cookie,
 * opens the room's socket (again, landing at the room's position, whenever it drops), keeps the
 * room's clock from ping/pong, keeps `video` with the room's playback, and sends this member's own
 * play, pause, seek and rate when they may control it. Answers the members, chat and danmaku, and
 * gives the host the room's controls: whether anyone may drive playback, whether guests may watch
 * along, and removing a member.
 */
export function useWatchRoom(roomId: string, video: RefObject<RoomMedia | null>) {
  const [status, setStatus] = useState<RoomStatus>("connecting");
  const [self, setSelf] = useState<{ username: string; host: boolean; guest: boolean; controls: boolean } | null>(null);
  const [members, setMembers] = useState<string[]>([]);
  const [guests, setGuests] = useState(0);
  const [anyone, setAnyone] = useState(false);
  const [guestsAllowed, setGuestsAllowed] = useState(false);
  const [chat, setChat] = useState<RoomLine[]>([]);
  const { items: danmaku, add: addDanmaku, dismiss: dismissDanmaku } = useCrossingDanmaku();
  const [muted, setMuted] = useState(false);
  const [refused, setRefused] = useState(false);
  const socket = useRef<WebSocket | null>(null);
  const clock = useRef<ClockSample | null>(null);
  const room = useRef<Playback | null>(null);
  const me = useRef<{ username: string; connection: string; host: boolean; guest: boolean; controls: boolean } | null>(null);
  /** The rate the page last set to follow the room: a ratechange to it is not the member's. */
  const pageRate = useRef<number | null>(null);
  const lines = useRef(0);

  const roomNow = useCallback(() => Date.now() + (clock.current?.offset ?? 0), []);
  const send = useCallback((message: ClientMessage) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  }, []);

  /** Brings the video to the room, once it knows its length (loadedmetadata follows again). */
  const follow = useCallback(() => {
    const element = video.current;
    if (!element || !room.current || element.readyState < HTMLMediaElement.HAVE_METADATA) return;
    pageRate.current = followRoom(element, room.current, roomNow(), () => {
      // The browser plays by itself only muted until the member touches the page.
      element.muted = true;
      setMuted(true);
      void element.play().catch(() => {});
    });
  }, [video, roomNow]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const asked = () => {
      if (!me.current?.controls || !room.current) return;
      const playback = askedPlayback(element, room.current, roomNow(), pageRate.current);
      if (!playback) return;
      // Taken as the room's at once: the room's answer corrects `at`, and the next event compares with it.
      room.current = { ...playback, at: roomNow() };
      send({ type: "state", ...playback });
    };
    // While playing, each timeupdate (a few a second) checks the drift: no timer of its own.
    const keepUp = () => {
      if (room.current?.playing && !element.paused) follow();
    };
    // A seek is sent as it starts (`seeking`): the timeupdate that ends it comes before `seeked`, and
    // following the room then would take the member's own seek back while playing.
    const events = ["play", "pause", "seeking", "seeked", "ratechange"] as const;
    for (const name of events) element.addEventListener(name, asked);
    element.addEventListener("loadedmetadata", follow);
    element.addEventListener("timeupdate", keepUp);
    return () => {
      for (const name of events) element.removeEventListener(name, asked);
      element.removeEventListener("loadedmetadata", follow);
      element.removeEventListener("timeupdate", keepUp);
    };
  }, [video, follow, roomNow, send]);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // When the ping in flight was sent, and how many round trips this connection has timed.
    let pingedAt: number | null = null;
    let timed = 0;
    const ping = () => {
      pingedAt = Date.now();
      send({ type: "ping" });
    };
    const line = (message: { username: string; text: string }) => ({
      key: ++lines.current,
      username: message.username,
      text: message.text,
    });

    const receive = (message: ServerMessage, openedAt: number) => {
      switch (message.type) {
        case "welcome": {
          // The handshake's time is a rough first round trip; the pings that follow narrow it.
          clock.current = clockSample(openedAt, Date.now(), message.now);
          me.current = {
            username: message.username,
            connection: message.connection,
            host: message.host,
            guest: message.guest,
            controls: drives(message.host, message.guest, message.anyone),
          };
          setSelf(me.current);
          setAnyone(message.anyone);
          setGuestsAllowed(message.guests_allowed);
          setMembers(message.members);
          setGuests(message.guests);
          room.current = message.state;
          attempt = 0;
          setStatus("open");
          follow();
          timed = 0;
          ping();
          return;
        }
        case "pong": {
          if (pingedAt === null) return;
          clock.current = betterSample(clock.current, clockSample(pingedAt, Date.now(), message.now));
          pingedAt = null;
          timed += 1;
          // One at a time, so a trip is never timed behind another; then the video follows the finer clock.
          if (timed < CLOCK_SAMPLES) ping();
          else follow();
          return;
        }
        case "state": {
          const { type: _, by: __, connection, ...playback } = message;
          room.current = playback;
          // This socket's own change is already on its video; following its echo would undo a drag still
          // going on. The same account on another device follows it like any member.
          if (connection !== me.current?.connection) follow();
          return;
        }
        case "members":
          setMembers(message.members);
          setGuests(message.guests);
          return;
        case "guests":
          setGuestsAllowed(message.allowed);
          return;
        case "controls":
          setAnyone(message.anyone);
          if (!me.current) return;
          me.current = { ...me.current, controls: drives(me.current.host, me.current.guest, message.anyone) };
          setSelf(me.current);
          return;
        case "chat":
          setChat((kept) => [...kept.slice(1 - CHAT_KEPT), line(message)]);
          return;
        case "danmaku":
          if (message.episode_id === room.current?.episode_id) addDanmaku([message]);
          return;
        case "error":
          setRefused(true);
      }
    };

    const later = () => {
      if (stopped) return;
      setStatus("reconnecting");
      retry = setTimeout(connect, Math.min(RETRY_MAX_MS, 1000 * 2 ** attempt));
      attempt += 1;
    };

    async function connect() {
      // A form post, as the site's pages take no other.
      const answer = await fetch(`/watch/${roomId}/ticket`, { method: "POST", body: new URLSearchParams() }).catch(() => null);
      if (stopped) return;
      // 401: not signed in, and the host no longer lets guests watch along; 403: removed; 404: ended.
      if (answer?.status === 401 || answer?.status === 403 || answer?.status === 404)
        return setStatus(answer.status === 404 ? "ended" : "refused");
      const ticket = answer?.ok ? ((await answer.json()) as { ticket: string }).ticket : null;
      if (!ticket) return later();
      const openedAt = Date.now();
      const scheme = location.protocol === "https:" ? "wss" : "ws";
      const opened = new WebSocket(`${scheme}://${location.host}/api/rooms/${roomId}/socket?ticket=${encodeURIComponent(ticket)}`);
      socket.current = opened;
      pingedAt = null;
      opened.addEventListener("message", (event) => receive(JSON.parse(String(event.data)) as ServerMessage, openedAt));
      opened.addEventListener("close", (event) => {
        if (socket.current === opened) socket.current = null;
        if (event.code === closeCodes.removed) setStatus("refused");
        else later();
      });
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close();
    };
  }, [roomId, follow, send, addDanmaku]);

  const post = useCallback(
    (message: ClientMessage) => {
      setRefused(false);
      send(message);
    },
    [send],
  );
  return {
    status,
    self,
    members,
    guests,
    anyone,
    guestsAllowed,
    chat,
    danmaku,
    muted,
    refused,
    sendChat: (text: string) => post({ type: "chat", text }),
    sendDanmaku: (text: string) => post({ type: "danmaku", text, at: video.current?.currentTime ?? 0 }),
    dismissDanmaku,
    /** The host's, shown at once: the room answers everyone with `controls`, which sets `anyone` again. */
    letAnyone: (allowed: boolean) => {
      setAnyone(allowed);
      post({ type: "controls", anyone: allowed });
    },
    /** The host's: the member's sockets close, and the room answers everyone with its members. */
    remove: (username: string) => post({ type: "remove", username }),
    /** The host's, shown at once: guests' sockets close when they are no longer let in; the room answers everyone with `guests`. */
    letGuests: (allowed: boolean) => {
      setGuestsAllowed(allowed);
      post({ type: "guests", allowed });
    },
  };
}
