// Draws an ASS/SSA track over the page's <video> as its file typesets it: JASSUB, libass compiled
// to WebAssembly, in a module worker drawing on an OffscreenCanvas (docs/decisions/070-ass-subtitles.md).
// Its modules, worker, wasm and default font are files of the client build, fetched only when an
// ASS track is shown; a browser that lacks what JASSUB needs shows the track's WebVTT copy instead.
import type JASSUB from "jassub";
import defaultFontUrl from "jassub/dist/default.woff2?url";
import { slicesFor } from "~/lib/font-slices";
import { fallbackFor, fontsNamedBy } from "./ass-fonts";

/** The family of JASSUB's own font, which libass draws with when a line's font is not at hand. */
const DEFAULT_FONT = "liberation sans";

/**
 * The fonts a track starts with (libass reads those it embeds itself): the uploaded ones its styles and overrides name, and its default,
 * JASSUB's own or the slices of the fallback its text's script needs. Any other uploaded font is there
 * for JASSUB to fetch should a line ask for it.
 */
async function fontsFor(text: string, uploaded: Record<string, string>) {
  const named = fontsNamedBy(text);
  const [wanted, others] = [
    Object.entries(uploaded).filter(([family]) => named.has(family.toLowerCase())),
    Object.entries(uploaded).filter(([family]) => !named.has(family.toLowerCase())),
  ];
  const start = { fonts: wanted.map(([, url]) => url), availableFonts: Object.fromEntries(others) };
  const script = fallbackFor(text);
  if (!script) return { ...start, defaultFont: DEFAULT_FONT, fonts: [...start.fonts, defaultFontUrl] };
  const { family, slices } = (await import("virtual:font-fallbacks")).default[script];
  return { ...start, defaultFont: family, fonts: [...start.fonts, ...slicesFor(text, slices)] };
}

/**
 * The fonts admins uploaded (GET /api/fonts), by family, for JASSUB to fetch when a line asks for
 * one; none when the list cannot be read, and the track draws in its default.
 */
async function uploadedFonts(): Promise<Record<string, string>> {
  try {
    const answer = await fetch("/api/fonts");
    const fonts: unknown = answer.ok ? await answer.json() : [];
    if (!Array.isArray(fonts)) return {};
    return Object.fromEntries(
      fonts.flatMap((font: { family?: unknown; url?: unknown }) =>
        typeof font.family === "string" && typeof font.url === "string" && font.url.startsWith("/uploads/")
          ? [[font.family, font.url]]
          : [],
      ),
    );
  } catch {
    return {};
  }
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
 * from the file's own [Fonts], those admins uploaded (by family) and JASSUB's default (Liberation Sans), never from a font service
 * or the viewer's installed fonts (`queryFonts: false`: asking for local fonts prompts for a
 * permission); a track in Chinese, Japanese or Arabic that its file has no font for gets a
 * fallback of that script. They are loaded before the renderer is ready: a font JASSUB fetches when a line
 * first asks for it is used from the next frame drawn, which a paused video never asks for.
 */
export async function drawAss(video: HTMLVideoElement, url: string): Promise<AssDrawing> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  const text = await answer.text();
  const [{ default: Renderer }, fonts] = await Promise.all([
    import("jassub"),
    uploadedFonts().then((uploaded) => fontsFor(text, uploaded)),
  ]);
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
