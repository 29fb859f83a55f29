// The names an episode saved for offline is kept and served under (decision 066), shared by the
// page that saves it (app/lib/browser/saved-episodes.ts) and the service worker that answers it
// (app/service-worker/sw.ts). Plain strings: the worker's scope has no window.

/** Each saved episode's cache is this and its id. */
export const SAVED_CACHE_PREFIX = "saved-episode-";
/** Where a saved episode's copies are served from. */
export const SAVED_PATH_PREFIX = "/saved/";

export const savedCacheName = (episodeId: number) => `${SAVED_CACHE_PREFIX}${episodeId}`;
export const savedPath = (episodeId: number, name: string) => `${SAVED_PATH_PREFIX}${episodeId}/${name}`;
