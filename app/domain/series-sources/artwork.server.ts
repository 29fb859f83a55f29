// A source's cover and banner, fetched once on save and stored as uploads (checked by their bytes,
// variants from the images queue). Only the hosts ARTWORK_HOSTS names are ever asked: an address
// in a source's answer, or a redirect, that leads anywhere else is refused without a request.
import type { AppContext } from "~/.server/context";
import { discardUpload, mediaStoreOf, storeImage, type StoredUpload } from "~/.server/storage/uploads";
import { readWithin } from "~/lib/read-within";
import { DomainError } from "~/lib/refusals";
import { UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";

/** AniList's, MyAnimeList's and Bangumi's picture hosts, when ARTWORK_HOSTS is unset. */
export const DEFAULT_ARTWORK_HOSTS = "s4.anilist.co,img.anili.st,cdn.myanimelist.net,lain.bgm.tv";
const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 15_000;

/** The hosts pictures may come from, as `host` or `host:port`, lower case. */
const artworkHosts = (app: AppContext) =>
  new Set(
    (app.env.ARTWORK_HOSTS ?? DEFAULT_ARTWORK_HOSTS)
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );

/** Whether `address` is an http(s) address on a listed host (with its port when the list names one). */
export function isArtworkAddress(address: string, hosts: Set<string>): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  return (
    /^https?:$/.test(url.protocol) && (hosts.has(url.host.toLowerCase()) || (url.port === "" && hosts.has(url.hostname.toLowerCase())))
  );
}

/**
 * A source's picture address as a page may show it: only on a listed host, as it would be fetched
 * from, so an answer cannot make an admin's browser ask any other.
 */
export const shownArtwork = (app: AppContext, address: string | null) =>
  address !== null && isArtworkAddress(address, artworkHosts(app)) ? address : null;

const refused = (address: string, why: string) => new DomainError(400, `The picture ${address} was not stored: ${why}`);

/** The picture's bytes, following redirects only while they stay on the listed hosts. */
async function fetchArtwork(app: AppContext, address: string): Promise<Uint8Array<ArrayBuffer>> {
  const hosts = artworkHosts(app);
  let at = address;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!isArtworkAddress(at, hosts)) throw refused(address, "its host is not one ARTWORK_HOSTS names");
    const response = await fetch(at, { redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => {
      throw refused(address, "its host did not answer");
    });
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      at = new URL(location, at).href;
      continue;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw refused(address, `its host answered ${response.status}`);
    }
    return readWithin(response.body, UPLOAD_LIMITS.cover, { tooLarge: "larger than a cover may be", damaged: "it arrived broken" }).catch(
      (error: unknown) => {
        throw error instanceof DomainError ? refused(address, error.message) : error;
      },
    );
  }
  throw refused(address, "it redirects too many times");
}

/** A stored picture and whether this save made it (so a refused save takes it back). */
export type FetchedArtwork = { stored: StoredUpload; made: boolean };

/** Fetches and stores the picture at `address` as a cover upload; null for no address. */
export async function storeArtwork(app: AppContext, address: string | null): Promise<FetchedArtwork | null> {
  if (!address) return null;
  const bytes = await fetchArtwork(app, address);
  const filename = new URL(address).pathname.split("/").pop() || null;
  return storeImage(mediaStoreOf(app), "cover", bytes, filename);
}

/** Takes back the pictures a refused save stored. */
export async function discardArtwork(app: AppContext, pictures: (FetchedArtwork | null)[]) {
  for (const picture of pictures) if (picture?.made) await discardUpload(mediaStoreOf(app), picture.stored.key);
}
