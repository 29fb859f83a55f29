// The pages most asked for, kept in the isolate's memory in front of the Cache API: a hit then
// needs no cache lookup and no body read, only a new Response over text already held. Keys are
// the page cache's (they hold the version), so a write leaves old entries unread like the cache's.
import { newNonce } from "./security";

/**
 * A page as text cut where its script nonce stood (in the Content-Security-Policy header and on
 * every inline script), so each answer joins a fresh nonce in without parsing the HTML again.
 */
type HotPage = {
  parts: string[];
  status: number;
  headers: [string, string][];
  policyParts: string[] | null;
  size: number;
  expires: number;
};

/** A few hundred pages of 40–90 kB: well inside an isolate's 128 MB. */
const MAX_BYTES = 16_000_000;
const held = new Map<string, HotPage>();
let heldBytes = 0;

function forget(key: string) {
  const page = held.get(key);
  if (!page) return;
  held.delete(key);
  heldBytes -= page.size;
}

/** The page with a nonce of its own: nobody can learn a later answer's nonce from this one. */
function answerOf(page: HotPage): Response {
  const nonce = newNonce();
  const headers = new Headers(page.headers);
  if (page.policyParts) headers.set("Content-Security-Policy", page.policyParts.join(nonce));
  return new Response(page.parts.join(nonce), { status: page.status, headers });
}

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
  return answerOf(page);
}

async function cutAtNonce(response: Response, ttlSeconds: number): Promise<HotPage> {
  const text = await response.text();
  const policy = response.headers.get("Content-Security-Policy");
  const nonce = policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "content-security-policy");
  return {
    parts: nonce ? text.split(nonce) : [text],
    policyParts: policy ? (nonce ? policy.split(nonce) : [policy]) : null,
    status: response.status,
    headers,
    size: text.length,
    expires: Date.now() + ttlSeconds * 1000,
  };
}

/** A stored page answered once, with a nonce of its own, without holding it. */
export const withFreshNonce = async (response: Response) => answerOf(await cutAtNonce(response, 0));

/** Holds a page for `ttlSeconds` and answers it; the least recently used pages make room. */
export async function holdPage(key: string, response: Response, ttlSeconds: number): Promise<Response> {
  const page = await cutAtNonce(response, ttlSeconds);
  forget(key);
  if (page.size <= MAX_BYTES) {
    held.set(key, page);
    heldBytes += page.size;
    for (const oldest of held.keys()) {
      if (heldBytes <= MAX_BYTES) break;
      forget(oldest);
    }
  }
  return answerOf(page);
}
