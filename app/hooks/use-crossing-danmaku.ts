import { useCallback, useRef, useState } from "react";

/** An on-screen comment crossing the picture; its key also picks its lane (danmaku-layer.tsx). */
export type DanmakuLine = { key: number; username: string; text: string };

/** Danmaku crossing the picture at once; the oldest give way beyond this. */
const DANMAKU_KEPT = 30;

/** The on-screen comments crossing the picture now: `add` sends more across, `dismiss` drops one that has crossed. */
export function useCrossingDanmaku() {
  const [items, setItems] = useState<DanmakuLine[]>([]);
  const keys = useRef(0);
  const add = useCallback((lines: readonly { username: string; text: string }[]) => {
    const crossing = lines.map(({ username, text }) => ({ key: ++keys.current, username, text }));
    setItems((kept) => [...kept, ...crossing].slice(-DANMAKU_KEPT));
  }, []);
  const dismiss = useCallback((key: number) => setItems((kept) => kept.filter((item) => item.key !== key)), []);
  return { items, add, dismiss };
}
