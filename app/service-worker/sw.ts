/// <reference lib="webworker" />
// The site's one service worker (docs/decisions/063-installable-app.md): pages a viewer has opened
// open again without a connection, a page never opened answers the site's offline page in its
// language, and a sign-out forgets every page kept. It never keeps an admin page, an API answer or
// anything marked no-store, and keeps pages only for the session that opened them (the worker
// names it in each page's X-Session-Key). Web Push (decision 028) rides along: push-sw.js, which
// it imports. Episodes saved for offline (decision 066, app/lib/saved-episode-names.ts) are
// each a cache of their own, which the page fills: this worker answers their copies and, offline,
// their pages. Registered by every page of the site after it has loaded (app/lib/service-worker.ts),
// with the language prefixes of the site's addresses in its own address (`?locales=zh-Hans,es,...`).
// The build bundles it as /sw.js (vite.config.ts); tsconfig.service-worker.json typechecks it.
import { CacheExpiration } from "workbox-expiration";
import { createPartialResponse } from "workbox-range-requests";
import { SAVED_CACHE_PREFIX } from "~/lib/saved-episode-names";
import { SESSION_KEY_HEADER } from "~/lib/cookies";
import { siteFilesOf } from "~/lib/site-files";
import { isLogout, isSiteFile, keepablePage, prefixOf, savedEpisodeIdOf } from "./rules";

declare const self: ServiceWorkerGlobalScope;
self.importScripts("/push-sw.js");

/** Each cache's name carries its version: a new version's activation drops the old ones. */
const PAGES = "pages-v2";
/** The offline page and the saved episodes' list of each language: signed out, so everyone's. */
const SHELL = "shell-v1";
const FILES = "files-v1";
const IMAGES = "images-v1";
/** Whose session the kept pages were made for: one entry, the key the worker names (workers/kept-pages.ts). */
const KEPT_FOR = "kept-for-v1";
const KEPT = [PAGES, SHELL, FILES, IMAGES, KEPT_FOR];
/** The most pages kept, and the most uploads (covers, stills) kept for them: past either, the least recently kept go. */
const pagesKept = new CacheExpiration(PAGES, { maxEntries: 60 });
const imagesKept = new CacheExpiration(IMAGES, { maxEntries: 300 });

const locales = (new URL(self.location.href).searchParams.get("locales") ?? "").split(",").filter(Boolean);
const offlinePageOf = (pathname: string) => `${prefixOf(pathname, locales)}/offline`;
/** The pages every language keeps to open without a connection: the offline page, and the saved episodes' list. */
const shellPagesOf = (pathname: string) => [offlinePageOf(pathname), `${prefixOf(pathname, locales)}/downloads`];

/** Keeps a page and, the first time a language is seen, that language's shell pages with their files. */
async function keepPage(request: Request, response: Response) {
  if (!(await keepablePage(response))) return;
  await (await caches.open(PAGES)).put(request.url, response);
  await pagesKept.updateTimestamp(request.url);
  await pagesKept.expireEntries();
  await keepShellPages(new URL(request.url).pathname);
}

const keepShellPages = (pathname: string) => Promise.all(shellPagesOf(pathname).map(keepShellPage));

async function keepShellPage(address: string) {
  const shell = await caches.open(SHELL);
  if (await shell.match(address, { ignoreVary: true })) return;
  // Signed out, so the page kept is everyone's, whoever is signed in now.
  const response = await fetch(address, { credentials: "omit" });
  if (!(await keepablePage(response))) return;
  const text = await response.clone().text();
  await shell.put(address, response);
  // Its stylesheet, scripts and islands' modules, so it is drawn as the site is without a connection.
  const files = await caches.open(FILES);
  await Promise.all(siteFilesOf(text).map((file) => files.add(file).catch(() => undefined)));
}

/**
 * Every page kept is forgotten when a page answer names another session than theirs, or none: a
 * session ended without Sign out (it expired, or another device ended it), then someone else signed
 * in. Kept pages belong to the session now in the browser, never to the one before.
 */
async function keptForSessionOf(response: Response) {
  const key = response.headers.get(SESSION_KEY_HEADER) ?? "";
  const owner = await caches.open(KEPT_FOR);
  const kept = await owner.match("/");
  if ((kept ? await kept.text() : "") === key) return;
  await caches.delete(PAGES);
  await owner.put("/", new Response(key));
}

const savedCaches = async () => (await caches.keys()).filter((name) => name.startsWith(SAVED_CACHE_PREFIX));

/** A saved episode's page, whatever the address's query. */
async function savedPage(url: URL) {
  for (const name of await savedCaches()) {
    const page = await (await caches.open(name)).match(url.origin + url.pathname, { ignoreVary: true });
    if (page) return page;
  }
  return undefined;
}

/** The network's answer, kept; without a connection, the page kept, a saved episode's, else the offline page of its language. */
async function answerPage(event: FetchEvent) {
  try {
    const response = await fetch(event.request);
    const kept = response.clone();
    event.waitUntil(
      keptForSessionOf(kept)
        .then(() => keepPage(event.request, kept))
        .catch(() => undefined),
    );
    return response;
  } catch (error) {
    const url = new URL(event.request.url);
    const kept =
      (await caches.match(url.href, { cacheName: PAGES, ignoreVary: true })) ??
      (await caches.match(url.href, { cacheName: SHELL, ignoreVary: true })) ??
      (await savedPage(url)) ??
      (await caches.match(offlinePageOf(url.pathname), { cacheName: SHELL, ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

/** A saved episode's copy, whole or the range asked for (Workbox cuts it: 206, or 416 outside it); 404 where it holds none. */
async function answerSaved(request: Request, url: URL, episodeId: string) {
  const name = `${SAVED_CACHE_PREFIX}${episodeId}`;
  const kept = (await caches.has(name)) ? await (await caches.open(name)).match(url.origin + url.pathname) : undefined;
  if (!kept) return new Response("Not saved on this device", { status: 404 });
  return request.headers.has("Range") ? createPartialResponse(request, kept) : kept;
}

/** A file named by its content: the kept copy (a saved episode's page keeps its own), else the network's, kept. */
async function answerFile(request: Request) {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status !== 200 || response.type !== "basic") return response;
  const upload = new URL(request.url).pathname.startsWith("/uploads/");
  await (await caches.open(upload ? IMAGES : FILES)).put(request, response.clone());
  if (upload) {
    await imagesKept.updateTimestamp(request.url);
    await imagesKept.expireEntries();
  }
  return response;
}

/** A sign-out forgets every page kept before it goes: they were the viewer's own. */
async function signOut(request: Request) {
  await caches.delete(PAGES);
  return fetch(request);
}

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEPT.includes(name) && !name.startsWith(SAVED_CACHE_PREFIX)) await caches.delete(name);
      await self.clients.claim();
      // The pages open now were loaded before this worker: their languages' offline pages, kept now.
      const windows = await self.clients.matchAll({ type: "window" });
      await Promise.all(windows.map((client) => keepShellPages(new URL(client.url).pathname).catch(() => undefined)));
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.method === "POST" && isLogout(url.pathname)) return event.respondWith(signOut(request));
  if (request.method !== "GET") return;
  if (request.mode === "navigate") return event.respondWith(answerPage(event));
  const saved = savedEpisodeIdOf(url.pathname);
  if (saved) return event.respondWith(answerSaved(request, url, saved));
  // A range of a file (a video's) is the network's: the cache keeps whole answers only.
  if (isSiteFile(url) && !request.headers.has("Range")) return event.respondWith(answerFile(request));
});
