// Draws an ASS/SSA track over the page's <video> as its file typesets it: JASSUB, libass compiled
// to WebAssembly, in a module worker drawing on an OffscreenCanvas (docs/decisions/070-ass-subtitles.md).
// Its modules, worker, wasm and default font are files of the client build, fetched only when an
// ASS track is shown; a browser that lacks what JASSUB needs shows the track's WebVTT copy instead.
import type JASSUB from "jassub";
import defaultFontUrl from "jassub/dist/default.woff2?url";
import { needsCjkFallback, slicesFor } from "./cjk-fallback";

/** The family of JASSUB's own font, which libass draws with when a line's font is not at hand. */
const DEFAULT_FONT = "liberation sans";
/** The family of the CJK fallback (./cjk-fallback.ts), the default in its place for a track that needs it. */
const CJK_FONT = "noto sans sc";

/** The fonts a track starts with: JASSUB's own, or the slices of the CJK fallback its text needs. */
async function fontsFor(text: string) {
  if (!needsCjkFallback(text)) return { defaultFont: DEFAULT_FONT, fonts: [defaultFontUrl] };
  const { default: slices } = await import("virtual:cjk-fallback");
  return { defaultFont: CJK_FONT, fonts: slicesFor(text, slices) };
}

export type AssDrawing = { destroy(): Promise<void> };

/** Whether this browser can run JASSUB: WebAssembly, workers, and a canvas a worker can draw on. */
export const canDrawAss = () =>
  typeof WebAssembly === "object" &&
  typeof Worker === "function" &&
  typeof OffscreenCanvas === "function" &&
  "transferControlToOffscreen" in HTMLCanvasElement.prototype &&
  "requestVideoFrameCallback" in HTMLVideoElement.prototype;

/**
 * Starts drawing the ASS file at `url` over `video`, on a canvas JASSUB puts after it (placed over
 * the picture, and removed with `destroy`); resolves once the renderer has read the file, and
 * rejects when it cannot run (a policy without WebAssembly, a file it cannot fetch). Fonts come
 * from the file's own [Fonts] and JASSUB's default (Liberation Sans), never from a font service
 * or the viewer's installed fonts (`queryFonts: false`: asking for local fonts prompts for a
 * permission); a track with Chinese, Japanese or Korean that its file has no font for gets the
 * CJK fallback. They are loaded before the renderer is ready: a font JASSUB fetches when a line
 * first asks for it is used from the next frame drawn, which a paused video never asks for.
 */
export async function drawAss(video: HTMLVideoElement, url: string): Promise<AssDrawing> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  const text = await answer.text();
  const [{ default: Renderer }, fonts] = await Promise.all([import("jassub"), fontsFor(text)]);
  const renderer: JASSUB = new Renderer({ video, subContent: text, queryFonts: false, ...fonts });
  try {
    await renderer.ready;
    // The worker logs a failure to start (the file unreachable, say) and hands back no renderer.
    if (!renderer.renderer) throw new Error(`JASSUB could not start on ${url}`);
  } catch (error) {
    await renderer.destroy().catch(() => {});
    throw error;
  }
  // JASSUB draws as the video presents frames, which a paused video does not (a seek while paused
  // may not either): the frame a paused video shows is drawn when the track starts and after each seek.
  const drawPaused = () => {
    if (!video.paused || video.videoWidth === 0) return;
    const frame = {
      mediaTime: video.currentTime,
      width: video.videoWidth,
      height: video.videoHeight,
      expectedDisplayTime: performance.now(),
    };
    void renderer.manualRender(frame, true);
  };
  drawPaused();
  video.addEventListener("seeked", drawPaused);
  return {
    destroy: () => {
      video.removeEventListener("seeked", drawPaused);
      return renderer.destroy();
    },
  };
}
