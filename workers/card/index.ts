// The year card's renderer (docs/decisions/077-year-card.md): the site worker sends a card as SVG
// with the font slices its text needs, and gets a PNG back. It reads and keeps nothing.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { WorkerEntrypoint } from "cloudflare:workers";
import { sfntOf } from "../../app/lib/woff";

// Once an isolate: a second initWasm throws.
let ready: Promise<void> | undefined;

export default class CardRenderer extends WorkerEntrypoint {
  /** The SVG drawn at its own size as a PNG, its text in `fonts` (WOFF or TrueType/OpenType files) alone. */
  async png(svg: string, fonts: ArrayBuffer[], defaultFontFamily: string): Promise<Uint8Array> {
    // A start that failed is tried again by the next call, not kept for the isolate's life.
    ready ??= initWasm(resvgWasm).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    await ready;
    const fontBuffers = fonts.map((font) => sfntOf(new Uint8Array(font)));
    // resvg's memory is the WebAssembly instance's, kept by the isolate: each object is freed by hand.
    const card = new Resvg(svg, { font: { fontBuffers, loadSystemFonts: false, defaultFontFamily } });
    try {
      const drawn = card.render();
      try {
        return drawn.asPng();
      } finally {
        drawn.free();
      }
    } finally {
      card.free();
    }
  }

  override async fetch(): Promise<Response> {
    return new Response(null, { status: 404 });
  }
}
