// The episode player's keys, written once: the shortcuts hook acts on them, its help dialog lists
// them, and the player's island wakes on the ones that act before the video plays.

/** Each of the player's actions and its keys, as `KeyboardEvent.key` gives them (letters lower-cased). */
export const PLAYER_KEYS = {
  playPause: [" ", "k"],
  fullscreen: ["f"],
  mute: ["m"],
  seek: ["ArrowLeft", "ArrowRight"],
  volume: ["ArrowUp", "ArrowDown"],
  nextPrevious: ["n", "p"],
  skip: ["s"],
  help: ["?"],
} as const;

export type PlayerAction = keyof typeof PLAYER_KEYS;
export type PlayerKey = (typeof PLAYER_KEYS)[PlayerAction][number];

/** Which of the player's actions `key` does, if any. */
export const playerActionOf = (key: string): PlayerAction | undefined =>
  (Object.keys(PLAYER_KEYS) as PlayerAction[]).find((action) => (PLAYER_KEYS[action] as readonly string[]).includes(key));

/**
 * The keys that do something before the video plays (start it, Next, Previous, the help), as the
 * islands' loader names them in `data-island-keys` (the space bar as "Space").
 */
export const KEYS_BEFORE_PLAY = [...PLAYER_KEYS.playPause, ...PLAYER_KEYS.nextPrevious, ...PLAYER_KEYS.help]
  .map((key) => (key === " " ? "Space" : key))
  .join(" ");
