import type { DanmakuLine } from "~/hooks/use-crossing-danmaku";

/** Rows the comments cross in, so the next ones do not run over each other. */
const LANES = 5;

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
          {item.text}
        </span>
      ))}
    </div>
  );
}
