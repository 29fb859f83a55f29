/**
 * A deterministic stream of numbers in [0, 1) (mulberry32): the same seed gives the same stream,
 * so the demo draws the same pictures (the same upload keys) and a bench replays the same mix.
 */
export function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
