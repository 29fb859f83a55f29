import { useState } from "react";
import type { DanmakuLine } from "~/hooks/use-crossing-danmaku";
import { spoilerParts } from "~/lib/spoiler-marks";

/** Rows the comments cross in, so the next ones do not run over each other. */
const LANES = 5;

/**
 * A comment's text with its spoilers (`||text||`, decision 062) drawn as bars until pressed: the
 * only part of the layer that takes a click. The layer is hidden from assistive technology, so
 * the bar is reached by pointer alone; a comment stops while the pointer is on it.
 */
function DanmakuText({ text }: { text: string }) {
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  return spoilerParts(text).map((part, index) =>
    part.spoiler ? (
      <button
        // biome-ignore lint/suspicious/noArrayIndexKey: a comment's parts never move
        key={index}
        type="button"
        tabIndex={-1}
        className={shown.has(index) ? "danmaku-spoiler-shown" : "danmaku-spoiler"}
        onClick={() => setShown((before) => new Set(before).add(index))}
      >
        {part.text}
      </button>
    ) : (
      part.text
    ),
  );
}

/**
 * On-screen comments crossing the top three quarters of the picture: the bottom quarter, where
 * subtitles and the player's controls are, stays clear, and clicks go through to the video.
 */
export function DanmakuLayer({ items, onDone }: { items: DanmakuLine[]; onDone: (key: number) => void }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 bottom-1/4 overflow-hidden @container"
      data-danmaku-layer=""
    >
      {items.map((item) => (
        <span
          key={item.key}
          className="danmaku"
          style={{ top: `${((item.key % LANES) * 100) / LANES}%` }}
          onAnimationEnd={() => onDone(item.key)}
        >
          <DanmakuText text={item.text} />
        </span>
      ))}
    </div>
  );
}
