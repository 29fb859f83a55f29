// The player a watch-together room drives (decision 055), as app/hooks/room-video.ts reads it.

/**
 * What the room reads and moves of a player: a <video>, or an embedded player that behaves like
 * one (youtube-media.ts), with its play, pause, seeking, seeked, ratechange, loadedmetadata and
 * timeupdate events.
 */
export type RoomMedia = Pick<
  HTMLVideoElement,
  | "currentTime"
  | "duration"
  | "paused"
  | "ended"
  | "playbackRate"
  | "muted"
  | "readyState"
  | "play"
  | "pause"
  | "addEventListener"
  | "removeEventListener"
>;
