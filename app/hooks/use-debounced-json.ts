import { useEffect, useRef } from "react";

/**
 * Fetches `url` once it has stayed the same for `delayMs` (typing paused) and hands the JSON to
 * `onAnswer`; a newer url cancels the older request, so an old answer never lands after a new one.
 * `null` asks nothing. Failures are dropped: every caller has a plain form that works without.
 */
export function useDebouncedJson<T>(url: string | null, onAnswer: (data: T) => void, delayMs: number) {
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(url, { signal: controller.signal });
        if (response.ok) latest.current((await response.json()) as T);
      } catch {
        // aborted by newer text, or offline
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, delayMs]);
}
