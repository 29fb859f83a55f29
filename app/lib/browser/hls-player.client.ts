// hls.js, for the browser only: React Router empties `.client` modules in the server build, which
// would otherwise carry hls.js's 600 kB to every cold start without ever running it.
// The ES module build has no inline worker: it transmuxes in one only when told where it is. This
// one is served from the site, so the CSP's script-src 'self' covers it (no blob: worker).
import workerPath from "hls.js/dist/hls.worker.js?url";

/** The worker's address, which an episode saved for offline keeps (app/components/episode/save-island.ts). */
export { workerPath };

/** A new hls.js player and its event names, fetched on first use (a chunk of its own). */
export async function newHlsPlayer() {
  const { default: Hls, Events } = await import("hls.js");
  return { hls: new Hls({ workerPath }), Events };
}
