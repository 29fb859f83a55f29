import { type RefObject, useEffect, useState } from "react";
import { type AssDrawing, canDrawAss, drawAss } from "~/lib/browser/ass-renderer.client";

/**
 * Draws the ASS file at `url` over `video` (null: none) where the browser can; answers whether it
 * is drawn. Until it is, and for good when it cannot be (no WebAssembly, the file unreachable),
 * the track's WebVTT copy is what shows.
 */
export function useAssTrack(video: RefObject<HTMLVideoElement | null>, url: string | null): boolean {
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!url || !element || !canDrawAss()) return;
    let drawing: AssDrawing | null = null;
    let stopped = false;
    drawAss(element, url).then(
      (started) => {
        if (stopped) return void started.destroy();
        drawing = started;
        setDrawn(url);
      },
      (error: unknown) => console.warn("The ASS track could not be drawn; its WebVTT copy shows instead.", error),
    );
    return () => {
      stopped = true;
      setDrawn(null);
      void drawing?.destroy();
    };
  }, [video, url]);
  return url !== null && drawn === url;
}
