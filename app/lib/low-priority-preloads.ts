// React Router's <Scripts> preloads every module of the page, and React writes those links at the
// top of the head, where a browser fetches them at high priority beside the stylesheet and the
// first covers (26 scripts against one stylesheet on the home page). Marked low, as React marks its
// own bootstrap modules, they take the bandwidth those leave: the page paints, then hydrates.

import { concatBytes } from "./bytes";

const MODULE_PRELOAD = '<link rel="modulepreload"';
const encoder = new TextEncoder();
const HEAD_END = encoder.encode("</head>");

/** Where `part` first starts in `bytes`, or -1. */
function indexOf(bytes: Uint8Array, part: Uint8Array): number {
  outer: for (let at = 0; at <= bytes.length - part.length; at++) {
    for (let i = 0; i < part.length; i++) if (bytes[at + i] !== part[i]) continue outer;
    return at;
  }
  return -1;
}

/**
 * A page's HTML with its module preloads marked `fetchpriority="low"`. <Scripts> puts no attribute
 * of ours on its links, so the head is rewritten here, once: its bytes are held until `</head>`
 * has come (React sends the head with the shell in one go). The head is cut at `</head>`, which is
 * ASCII, so no character is cut in two: what follows goes on as the bytes it came as. (Cut where a
 * chunk ended, an Arabic letter split across two chunks lost its first byte, issue #69.)
 */
export function lowPriorityModulePreloads() {
  const decoder = new TextDecoder();
  const rewritten = (bytes: Uint8Array) =>
    encoder.encode(decoder.decode(bytes).replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`));
  let held: Uint8Array[] | null = [];
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (held === null) return controller.enqueue(chunk);
      held.push(chunk);
      const bytes = concatBytes(...held);
      const end = indexOf(bytes, HEAD_END);
      if (end === -1) return;
      held = null;
      controller.enqueue(rewritten(bytes.subarray(0, end)));
      controller.enqueue(bytes.subarray(end));
    },
    flush(controller) {
      if (held !== null) controller.enqueue(rewritten(concatBytes(...held)));
    },
  });
}
