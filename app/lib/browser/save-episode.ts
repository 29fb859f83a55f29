// Saving an episode for offline (docs/decisions/066-saved-for-offline.md): its video, subtitles and
// page go into the episode's own cache (./saved-episodes.ts), `about.json` last. A failure or a
// cancel deletes the cache, so a half-saved episode is never left behind. It runs in the page: the
// viewer sees its progress and keeps the tab open until it ends.
import { isEndedPlaylist, isMasterPlaylist, oneRendition, playlistAddresses, renamedPlaylist } from "~/lib/saved-playlists";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";
import { type SavedEpisode, savedCacheName, savedPath, savingLock, storageUse, writeAbout } from "./saved-episodes";
import { siteFilesOf } from "~/lib/site-files";

/** Why a save stopped: the stream's host refused or could not be reached, no room is left, the stream is live, or the viewer cancelled. */
export type SaveStop = "network" | "space" | "live" | "cancelled";

export class SaveStopped extends Error {
  constructor(readonly why: SaveStop) {
    super(`Saving stopped: ${why}`);
  }
}

export type SaveProgress = { fraction: number; bytes: number };

export type SaveRequest = Omit<SavedEpisode, "src" | "subtitles" | "bytes" | "savedAt"> & {
  subtitles: SubtitleTrack[];
  /** The page to keep for the episode's path: the same page, signed out, on the server saved. */
  pageCopy: string;
  /** The site's files the page plays with that it loads on demand (the player's modules), besides those it names. */
  files: string[];
};

/** A copy fetched from `from` and kept under `name`. */
type Fetched = { name: string; from: string };
/** A playlist renamed to name the copies beside it, kept under `name`. */
type Playlist = { name: string; text: string };

const PLAYLIST_TYPE = "application/vnd.apple.mpegurl";
/** Segments fetched at once: enough to fill a connection, few enough not to crowd the page's own requests. */
const AT_ONCE = 4;

const stopped = (why: SaveStop) => new SaveStopped(why);

async function fetched(url: string, signal: AbortSignal, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal }).catch(() => {
    throw stopped(signal.aborted ? "cancelled" : "network");
  });
  if (!response.ok) throw stopped("network");
  return response;
}

/** The HLS stream's copies: one rendition's playlists, renamed to the segments' copies, and those segments. */
async function streamParts(src: string, signal: AbortSignal): Promise<{ playlists: Playlist[]; segments: Fetched[] }> {
  const first = await (await fetched(src, signal)).text();
  const master = isMasterPlaylist(first) ? oneRendition(first) : null;
  const medias = master ? playlistAddresses(master).map((address) => new URL(address, src).href) : [src];
  const playlists: Playlist[] = [];
  const segments: Fetched[] = [];
  if (master)
    playlists.push({
      name: "index.m3u8",
      text: renamedPlaylist(master, (address) => `media-${medias.indexOf(new URL(address, src).href)}.m3u8`),
    });
  for (const [index, media] of medias.entries()) {
    const text = media === src ? first : await (await fetched(media, signal)).text();
    if (!isEndedPlaylist(text)) throw stopped("live");
    const addresses = playlistAddresses(text).map((address) => new URL(address, media).href);
    const nameOf = (address: string) => `${index}-${addresses.indexOf(new URL(address, media).href)}`;
    playlists.push({ name: master ? `media-${index}.m3u8` : "index.m3u8", text: renamedPlaylist(text, nameOf) });
    segments.push(...addresses.map((address) => ({ name: nameOf(address), from: address })));
  }
  return { playlists, segments };
}

/** Runs `work` on each item, `width` at a time. */
async function eachInTurn<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** Stops early when what is left will not fit: the browser would refuse it part way, after minutes of fetching. */
async function checkRoom(needed: number) {
  const use = await storageUse();
  if (use && use.used + needed > use.quota) throw stopped("space");
}

/** The body as it arrives, counting its bytes: a file of hundreds of megabytes goes to the cache without being held whole. */
function counted(response: Response, onBytes: (bytes: number) => void) {
  let received = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      onBytes(received);
      controller.enqueue(chunk);
    },
  });
  return response.body!.pipeThrough(counter);
}

/**
 * Saves the episode, calling `onProgress` as it goes; resolves with what `about.json` says, or
 * rejects with SaveStopped. Held under the episode's lock, so the downloads page leaves it be.
 */
export function saveEpisode(
  request: SaveRequest,
  signal: AbortSignal,
  onProgress: (progress: SaveProgress) => void,
): Promise<SavedEpisode> {
  const { pageCopy, files: playerFiles, ...about } = request;
  const { episodeId } = about;
  return navigator.locks.request(savingLock(episodeId), async () => {
    await caches.delete(savedCacheName(episodeId));
    const cache = await caches.open(savedCacheName(episodeId));
    let bytes = 0;
    /** Keeps the answer under `key` (a path), telling `onBytes` how much of it has arrived. */
    const keep = async (key: string, response: Response, onBytes: (received: number) => void = () => {}) => {
      let received = 0;
      const body = counted(response, (count) => {
        received = count;
        onBytes(received);
      });
      const type = response.headers.get("Content-Type") ?? "application/octet-stream";
      await cache.put(key, new Response(body, { headers: { "Content-Type": type } }));
      bytes += received;
    };
    try {
      const page = await fetched(pageCopy, signal, { credentials: "omit" });
      const pageText = await page.clone().text();
      const files = [...new Set([...playerFiles, ...siteFilesOf(pageText)])];
      // The page under its own path: the service worker answers the episode's address with it, whatever its query.
      await cache.put(about.page, page);
      const { playlists, segments }: { playlists: Playlist[]; segments: Fetched[] } =
        about.kind === "hls" ? await streamParts(about.from, signal) : { playlists: [], segments: [{ name: "video", from: about.from }] };
      const subtitles = about.subtitles.map((track, index) => ({ ...track, name: `subtitles-${index}.vtt` }));
      const fetches = [...segments, ...subtitles.map((track) => ({ name: track.name, from: track.url }))];
      let done = 0;
      await eachInTurn(fetches, AT_ONCE, async (part) => {
        const response = await fetched(part.from, signal);
        const length = Number(response.headers.get("Content-Length"));
        if (done === 0 && length > 0) await checkRoom(length * (about.kind === "hls" ? fetches.length : 1));
        // A file's progress is its bytes; a stream's, its segments.
        const byBytes = about.kind === "video" && part.name === "video" && length > 0;
        await keep(savedPath(episodeId, part.name), response, (received) => {
          if (byBytes) onProgress({ fraction: received / length, bytes: bytes + received });
        });
        done += 1;
        if (!byBytes) onProgress({ fraction: done / fetches.length, bytes });
      });
      for (const playlist of playlists) {
        bytes += playlist.text.length;
        await cache.put(savedPath(episodeId, playlist.name), new Response(playlist.text, { headers: { "Content-Type": PLAYLIST_TYPE } }));
      }
      for (const file of files) await keep(file, await fetched(file, signal));
      const saved: SavedEpisode = {
        ...about,
        src: savedPath(episodeId, about.kind === "hls" ? "index.m3u8" : "video"),
        subtitles: subtitles.map(({ lang, label, name }) => ({ lang, label, url: savedPath(episodeId, name) })),
        bytes,
        savedAt: Date.now(),
      };
      await writeAbout(cache, saved);
      return saved;
    } catch (error) {
      await caches.delete(savedCacheName(episodeId));
      if (error instanceof SaveStopped) throw error;
      if (error instanceof DOMException && error.name === "QuotaExceededError") throw stopped("space");
      throw stopped(signal.aborted ? "cancelled" : "network");
    }
  });
}
