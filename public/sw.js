// The site's one service worker (docs/decisions/063-installable-app.md): pages a viewer has opened
// open again without a connection, a page never opened answers the site's offline page in its
// language, and a sign-out forgets every page kept. It never keeps an admin page, an API answer or
// anything marked no-store, and keeps them only for the session that opened them (the worker names
// it in each page's X-Session-Key). Web Push (decision 028) rides along: push-sw.js, which it imports.
// Episodes saved for offline (decision 066, app/lib/browser/saved-episodes.ts) are each a cache of
// their own, which the page fills: this worker answers their copies and, offline, their pages.
// Registered by every page of the site after it has loaded (app/lib/service-worker.ts), with the
// language prefixes of the site's addresses in its own address (`?locales=zh-Hans,es,...`).
importScripts("/push-sw.js");

/** Each cache's name carries its version: a new version's activation drops the old ones. */
const PAGES = "pages-v1";
const FILES = "files-v1";
/** Whose session the kept pages were made for: one entry, the key the worker names (workers/kept-pages.ts). */
const KEPT_FOR = "kept-for-v1";
const KEPT = [PAGES, FILES, KEPT_FOR];
const SESSION_KEY_HEADER = "X-Session-Key";
/** A saved episode's cache is this and its id; its copies are served at /saved/<id>/... (app/lib/browser/saved-episodes.ts). */
const SAVED = "saved-episode-";
const SAVED_PATH = /^\/saved\/(\d+)\//;
/** The most pages kept; past it the oldest kept is dropped (a cache lists its entries oldest first). */
const MOST_PAGES = 60;
/** The most images kept for those pages. */
const MOST_IMAGES = 300;

const locales = (new URL(self.location.href).searchParams.get("locales") ?? "").split(",").filter(Boolean);

/** The language prefix of a path ("/zh-Hans/list" → "/zh-Hans"), "" for the site's first language. */
function prefixOf(pathname) {
  const first = pathname.split("/")[1] ?? "";
  return locales.includes(first) ? `/${first}` : "";
}

const offlinePageOf = (pathname) => `${prefixOf(pathname)}/offline`;
/** The pages every language keeps to open without a connection: the offline page, and the saved episodes' list. */
const shellPagesOf = (pathname) => [offlinePageOf(pathname), `${prefixOf(pathname)}/downloads`];

/** Files named by their content (the build's assets, uploads): the same address never changes. */
const isLastingFile = (url) => url.pathname.startsWith("/assets/") || url.pathname.startsWith("/uploads/");

/** Whether a page's answer may be kept: a whole HTML page that is not the admin's and not no-store. */
async function keepable(response) {
  if (response.status !== 200 || response.type !== "basic") return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (/no-store/.test(response.headers.get("Cache-Control") ?? "")) return false;
  // The admin's pages say so on their root element (app/root.tsx); the admin's address is not known here.
  const text = await response.clone().text();
  return !/<html[^>]* data-area="admin"/.test(text);
}

async function trim(cacheName, most, matching = () => true) {
  const cache = await caches.open(cacheName);
  const keys = (await cache.keys()).filter((request) => matching(new URL(request.url)));
  await Promise.all(keys.slice(0, Math.max(0, keys.length - most)).map((request) => cache.delete(request)));
}

/** Keeps a page and, the first time a language is seen, that language's offline page with its assets. */
async function keepPage(request, response) {
  if (!(await keepable(response))) return;
  const cache = await caches.open(PAGES);
  await cache.put(request.url, response);
  await trim(PAGES, MOST_PAGES, (url) => !shellPagesOf(url.pathname).includes(url.pathname));
  await keepShellPages(new URL(request.url).pathname);
}

const keepShellPages = (pathname) => Promise.all(shellPagesOf(pathname).map(keepShellPage));

async function keepShellPage(address) {
  const cache = await caches.open(PAGES);
  if (await cache.match(address, { ignoreVary: true })) return;
  // Signed out, so the page kept is everyone's, whoever is signed in now.
  const response = await fetch(address, { credentials: "omit" });
  if (!(await keepable(response))) return;
  const text = await response.clone().text();
  await cache.put(address, response);
  // Its stylesheet, scripts and islands' modules, so it is drawn as the site is without a connection.
  const assets = [...new Set([...text.matchAll(/\/assets\/[\w.-]+\.(?:js|css|woff2?)/g)].map((match) => match[0]))];
  const files = await caches.open(FILES);
  await Promise.all(assets.map((asset) => files.add(asset).catch(() => undefined)));
}

const savedCaches = async () => (await caches.keys()).filter((name) => name.startsWith(SAVED));

/** A saved episode's page, whatever the address's query. */
async function savedPage(url) {
  for (const name of await savedCaches()) {
    const page = await (await caches.open(name)).match(url.origin + url.pathname, { ignoreVary: true });
    if (page) return page;
  }
  return undefined;
}

/**
 * Every page kept is forgotten when a page answer names another session than theirs, or none: a
 * session ended without Sign out (it expired, or another device ended it), then someone else signed
 * in. Kept pages belong to the session now in the browser, never to the one before.
 */
async function keptForSessionOf(response) {
  const key = response.headers.get(SESSION_KEY_HEADER) ?? "";
  const owner = await caches.open(KEPT_FOR);
  const kept = await owner.match("/");
  if ((kept ? await kept.text() : "") === key) return;
  await caches.delete(PAGES);
  await owner.put("/", new Response(key));
}

/** The network's answer, kept; without a connection, the page kept, a saved episode's, else the offline page of its language. */
async function answerPage(event) {
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
    const cache = await caches.open(PAGES);
    const kept =
      (await cache.match(url.href, { ignoreVary: true })) ??
      (await savedPage(url)) ??
      (await cache.match(offlinePageOf(url.pathname), { ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

/** The bytes a Range header asks of a whole answer: 206 with those, or 416 where they are not in it. */
async function rangeOf(whole, range) {
  const body = await whole.blob();
  const [, from, to] = /^bytes=(\d*)-(\d*)$/.exec(range.trim()) ?? [];
  const size = body.size;
  let start = from === "" ? size - Number(to) : Number(from);
  let end = from === "" || to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (from === undefined || (from === "" && to === "")) [start, end] = [0, size - 1];
  if (!(start >= 0 && start <= end && end < size))
    return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${size}` } });
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      "Content-Type": whole.headers.get("Content-Type") ?? "application/octet-stream",
      "Content-Range": `bytes ${start}-${end}/${size}`,
      "Content-Length": String(end - start + 1),
      "Accept-Ranges": "bytes",
    },
  });
}

/** A saved episode's copy, whole or the range asked for; 404 where it holds none. */
async function answerSaved(request, url, episodeId) {
  const name = `${SAVED}${episodeId}`;
  const kept = (await caches.has(name)) ? await (await caches.open(name)).match(url.origin + url.pathname) : undefined;
  if (!kept) return new Response("Not saved on this device", { status: 404 });
  const range = request.headers.get("Range");
  return range ? rangeOf(kept, range) : kept;
}

/** A file named by its content: the kept copy (a saved episode's page keeps its own), else the network's, kept. */
async function answerFile(request) {
  const cache = await caches.open(FILES);
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200 && response.type === "basic") {
    await cache.put(request, response.clone());
    if (new URL(request.url).pathname.startsWith("/uploads/"))
      await trim(FILES, MOST_IMAGES, (url) => url.pathname.startsWith("/uploads/"));
  }
  return response;
}

/** The viewer's sign-out, in any language: a form's post, or the app's (React Router's `.data`). */
const SIGN_OUT = /^(\/[^/]+)?\/logout(\.data)?$/;

/** A sign-out forgets every page kept before it goes: they were the viewer's own. */
async function signOut(request) {
  await caches.delete(PAGES);
  return fetch(request);
}

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEPT.includes(name) && !name.startsWith(SAVED)) await caches.delete(name);
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
  if (request.method === "POST" && SIGN_OUT.test(url.pathname)) return event.respondWith(signOut(request));
  if (request.method !== "GET") return;
  if (request.mode === "navigate") return event.respondWith(answerPage(event));
  const saved = SAVED_PATH.exec(url.pathname);
  if (saved) return event.respondWith(answerSaved(request, url, saved[1]));
  // A range of a file (a video's) is the network's: the cache keeps whole answers only.
  if (isLastingFile(url) && !request.headers.has("Range")) return event.respondWith(answerFile(request));
});
