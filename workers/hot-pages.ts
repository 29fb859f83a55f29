// The pages most asked for, kept in the isolate's memory in front of the Cache API: a hit then
// needs no cache lookup and no body read, only a new Response over bytes already held. Keys are
// the page cache's (they hold the version), so a write leaves old entries unread like the cache's.

type HotPage = { body: ArrayBuffer; status: number; headers: [string, string][]; expires: number };

/** A few hundred pages of 40–90 kB: well inside an isolate's 128 MB. */
const MAX_BYTES = 16_000_000;
const held = new Map<string, HotPage>();
let heldBytes = 0;

function forget(key: string) {
  const page = held.get(key);
  if (!page) return;
  held.delete(key);
  heldBytes -= page.body.byteLength;
}

const responseOf = (page: HotPage) => new Response(page.body, { status: page.status, headers: page.headers });

/** The page under `key`, if this isolate holds it and it is still fresh. */
export function hotPage(key: string): Response | null {
  const page = held.get(key);
  if (!page) return null;
  if (Date.now() > page.expires) {
    forget(key);
    return null;
  }
  // Map order is insertion order: moving a hit to the end keeps the least recently used first.
  held.delete(key);
  held.set(key, page);
  return responseOf(page);
}

/** Holds a page for `ttlSeconds` and answers it; the least recently used pages make room. */
export async function holdPage(key: string, response: Response, ttlSeconds: number): Promise<Response> {
  const page: HotPage = { body: await response.arrayBuffer(), status: response.status, headers: [...response.headers], expires: Date.now() + ttlSeconds * 1000 };
  forget(key);
  if (page.body.byteLength <= MAX_BYTES) {
    held.set(key, page);
    heldBytes += page.body.byteLength;
    for (const oldest of held.keys()) {
      if (heldBytes <= MAX_BYTES) break;
      forget(oldest);
    }
  }
  return responseOf(page);
}
