// Episodes saved for offline (docs/decisions/066-saved-for-offline.md). Each is a cache of its own
// in the browser's Cache Storage, `saved-episode-<id>`, holding the video (a file, or an HLS
// rendition's playlists and segments), its subtitles, a signed-out copy of its page with the files
// that page runs on, and last `about.json`, which says the episode is whole. The service worker
// (app/service-worker/sw.ts, with the names of app/lib/saved-episode-names.ts) answers
// `/saved/<id>/...` from it, ranges too.
import type { SubtitleTrack } from "~/lib/subtitle-tracks";

import { SAVED_CACHE_PREFIX, savedCacheName, savedPath } from "~/lib/saved-episode-names";

export { SAVED_CACHE_PREFIX, SAVED_PATH_PREFIX, savedCacheName, savedPath } from "~/lib/saved-episode-names";
const ABOUT = "about.json";
/** The lock held while an episode is being saved, in any tab: a cache without `about.json` and without it is a save that never finished. */
export const savingLock = (episodeId: number) => `saving-${savedCacheName(episodeId)}`;

/** What `about.json` says of a saved episode. */
export type SavedEpisode = {
  episodeId: number;
  seriesTitle: string;
  seriesSlug: string;
  episodeNumber: number;
  episodeTitle: string | null;
  /** The episode page's path, in the language it was saved from. */
  page: string;
  /** The stream or file the copy stands for: the player plays the copy in its place. */
  from: string;
  kind: "hls" | "video";
  /** The copy's path: the kept playlist, or the file. */
  src: string;
  subtitles: SubtitleTrack[];
  /** Every byte kept for it, the page's files included. */
  bytes: number;
  savedAt: number;
};

/** Whether this browser can keep episodes: Cache Storage (secure pages only), a service worker to serve them, and locks. */
export const canSaveEpisodes = () => "caches" in window && "serviceWorker" in navigator && "locks" in navigator;

export async function readSaved(episodeId: number): Promise<SavedEpisode | null> {
  if (!("caches" in window) || !(await caches.has(savedCacheName(episodeId)))) return null;
  const about = await (await caches.open(savedCacheName(episodeId))).match(savedPath(episodeId, ABOUT));
  return about ? ((await about.json()) as SavedEpisode) : null;
}

/** Marks the episode whole: written last, after every copy it names. */
export async function writeAbout(cache: Cache, saved: SavedEpisode) {
  await cache.put(savedPath(saved.episodeId, ABOUT), Response.json(saved));
}

export const removeSaved = (episodeId: number) => caches.delete(savedCacheName(episodeId));

const episodeIdOf = (cacheName: string) => Number(cacheName.slice(SAVED_CACHE_PREFIX.length));

/**
 * The saved episodes, newest first. A save that never finished (its tab was closed) left a cache
 * without `about.json` and no tab holds its lock: it is removed here, so nothing is left behind.
 */
export async function listSaved(): Promise<SavedEpisode[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(SAVED_CACHE_PREFIX));
  const held = "locks" in navigator ? ((await navigator.locks.query()).held ?? []) : [];
  const saving = new Set(held.map((lock) => lock.name));
  const found = await Promise.all(
    names.map(async (name) => {
      const episodeId = episodeIdOf(name);
      const saved = await readSaved(episodeId);
      if (!saved && !saving.has(savingLock(episodeId))) await caches.delete(name);
      return saved;
    }),
  );
  return found.filter((saved) => saved !== null).sort((a, b) => b.savedAt - a.savedAt);
}

/** What this site's storage holds and what the browser allows it, in bytes; null where the browser does not say. */
export async function storageUse(): Promise<{ used: number; quota: number } | null> {
  const estimate = await navigator.storage?.estimate?.();
  return estimate?.quota ? { used: estimate.usage ?? 0, quota: estimate.quota } : null;
}
