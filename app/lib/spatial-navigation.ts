// Where an arrow key moves the focus in TV mode (docs/decisions/064-tv-mode.md): to the nearest
// box that lies wholly that way, nearness along the way counting five times its offset. Pure geometry,
// so it is tested without a page (spatial-navigation.test.ts); the island measures the boxes.

export type Direction = "left" | "right" | "up" | "down";
export type Box = { left: number; top: number; right: number; bottom: number };

/** Up to this many pixels short of the edge still counts as beyond it: neighbours' borders often touch. */
const TOUCHING = 1;
/**
 * How much a pixel along the way counts against a pixel across it. Weighing the way five times
 * (as Norigin's spatial navigation does) keeps right in the row and down in the column of a grid,
 * where the next box is as near along the way as any, and lets down reach the row just below even
 * when nothing there lines up with the box it leaves.
 */
const ALONG_WEIGHT = 5;

/**
 * How far `to` lies from `from` going `direction`, for ranking: its gap along the way, weighted,
 * plus how far its middle is off the line through `from`'s middle. Null when `to` is not that way.
 */
export function distanceTo(from: Box, to: Box, direction: Direction): number | null {
  const along =
    direction === "right"
      ? to.left - from.right
      : direction === "left"
        ? from.left - to.right
        : direction === "down"
          ? to.top - from.bottom
          : from.top - to.bottom;
  // That way is where its middle lies past the edge it leaves by: a sticky header over a tall
  // video's top is still above it.
  const middleBeyond =
    direction === "right"
      ? (to.left + to.right) / 2 - from.right
      : direction === "left"
        ? from.left - (to.left + to.right) / 2
        : direction === "down"
          ? (to.top + to.bottom) / 2 - from.bottom
          : from.top - (to.top + to.bottom) / 2;
  if (middleBeyond < -TOUCHING) return null;
  const across =
    direction === "left" || direction === "right"
      ? Math.abs((from.top + from.bottom) / 2 - (to.top + to.bottom) / 2)
      : Math.abs((from.left + from.right) / 2 - (to.left + to.right) / 2);
  return Math.max(0, along) * ALONG_WEIGHT + across;
}

/** The index of the box the focus moves to from `from`, or -1 when none lies that way. */
export function nextBox(from: Box, boxes: readonly Box[], direction: Direction): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  boxes.forEach((box, index) => {
    const distance = distanceTo(from, box, direction);
    if (distance !== null && distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
