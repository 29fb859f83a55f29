// A sentence with an element inside it (a <bdi> title, a <time>, a link), wherever the language
// puts it: the message is filled with a sentinel no message holds and split around it.

const SLOT = "\u0000";

/** The message's text before and after its one filled-in place. */
export function aroundSlot(fill: (slot: string) => string): [before: string, after: string] {
  const [before = "", after = ""] = fill(SLOT).split(SLOT);
  return [before, after];
}
