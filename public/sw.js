// The site's one service worker (docs/decisions/063-installable-app.md): pages a viewer has opened
// open again without a connection, a page never opened answers the site's offline page in its
// language, and a sign-out forgets every page kept. It never keeps an admin page, an API answer or
// anything marked no-store. Web Push (decision 028) rides along: push-sw.js, which it imports.
// Registered by every page of the site after it has loaded (app/lib/service-worker.ts), with the
// language prefixes of the site's addresses in its own address (`?locales=zh-Hans,es,...`).
importScripts("/push-sw.js");

/** Each cache's name carries its version: a new version's activation drops the old ones. */
const PAGES = "pages-v1";
const FILES = "files-v1";
const KEPT = [PAGES, FILES];
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
  await trim(PAGES, MOST_PAGES, (url) => !url.pathname.endsWith("/offline"));
  await keepOfflinePage(new URL(request.url).pathname);
}

async function keepOfflinePage(pathname) {
  const address = offlinePageOf(pathname);
  const cache = await caches.open(PAGES);
  if (await cache.match(address, { ignoreVary: true })) return;
  // Signed out, so the page kept is everyone's, whoever is signed in now.
  const response = await fetch(address, { credentials: "omit" });
  if (!(await keepable(response))) return;
  const text = await response.clone().text();
  await cache.put(address, response);
  // Its stylesheet and scripts, so it is drawn as the site is without a connection.
  const assets = [...text.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const files = await caches.open(FILES);
  await Promise.all(assets.map((asset) => files.add(asset).catch(() => undefined)));
}

/** The network's answer, kept; without a connection, the page kept, else the offline page of its language. */
async function answerPage(event) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keepPage(event.request, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const kept =
      (await cache.match(event.request.url, { ignoreVary: true })) ??
      (await cache.match(offlinePageOf(new URL(event.request.url).pathname), { ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

/** A file named by its content: the kept copy, else the network's, kept. */
async function answerFile(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request, { ignoreVary: true });
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
      for (const name of await caches.keys()) if (!KEPT.includes(name)) await caches.delete(name);
      await self.clients.claim();
      // The pages open now were loaded before this worker: their languages' offline pages, kept now.
      const windows = await self.clients.matchAll({ type: "window" });
      await Promise.all(windows.map((client) => keepOfflinePage(new URL(client.url).pathname).catch(() => undefined)));
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
  // A range of a file (a video's) is the network's: the cache keeps whole answers only.
  if (isLastingFile(url) && !request.headers.has("Range")) return event.respondWith(answerFile(request));
});
