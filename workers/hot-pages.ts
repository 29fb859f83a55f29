// The pages most asked for, kept in the isolate's memory in front of the Cache API: a hit then
// needs no cache lookup and no body read, only a new Response over bytes already held. Keys are
// the page cache's (they hold the version), so a write leaves old entries unread like the cache's.
import { newNonce } from "./security";

/**
 * A page as UTF-8 bytes with a gap wherever its script nonce stood (on every inline script), so
 * an answer is one copy of the bytes with a fresh nonce written into the gaps: no string is joined
 * or encoded per answer, and the HTML is never parsed again. The Content-Security-Policy header,
 * which names the nonce too, is kept apart from the others as text cut at the nonce.
 */
type HotPage = {
  body: Uint8Array;
  nonceAt: number[];
  status: number;
  headers: Headers;
  policyParts: string[] | null;
  expires: number;
};

/** newNonce's length: 16 bytes in base64. */
const NONCE_LENGTH = 24;
/** A few hundred pages of 40–90 kB: well inside an isolate's 128 MB. */
const MAX_BYTES = 16_000_000;
const held = new Map<string, HotPage>();
let heldBytes = 0;
const encoder = new TextEncoder();

function forget(key: string) {
  const page = held.get(key);
  if (!page) return;
  held.delete(key);
  heldBytes -= page.body.byteLength;
}

/** The page with a nonce of its own: nobody can learn a later answer's nonce from this one. */
function answerOf(page: HotPage): Response {
  const nonce = newNonce();
  if (nonce.length !== NONCE_LENGTH) throw new Error("a script nonce of an unexpected length");
  // A copy per answer: the held bytes stay as they are, whatever the runtime does with a body.
  const body = page.body.slice();
  for (const at of page.nonceAt) for (let i = 0; i < NONCE_LENGTH; i++) body[at + i] = nonce.charCodeAt(i);
  const response = new Response(body, { status: page.status, headers: page.headers });
  if (page.policyParts) response.headers.set("Content-Security-Policy", page.policyParts.join(nonce));
  return response;
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

/** The text's UTF-8 bytes with a NONCE_LENGTH gap where each `nonce` stood, and where the gaps are. */
function bytesWithGaps(text: string, nonce: string | undefined) {
  const parts = (nonce ? text.split(nonce) : [text]).map((part) => encoder.encode(part));
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0) + (parts.length - 1) * NONCE_LENGTH);
  const nonceAt: number[] = [];
  let at = 0;
  for (const [index, part] of parts.entries()) {
    if (index > 0) nonceAt.push(at - NONCE_LENGTH);
    body.set(part, at);
    at += part.byteLength + NONCE_LENGTH;
  }
  return { body, nonceAt };
}

async function cutAtNonce(response: Response, ttlSeconds: number): Promise<HotPage> {
  const text = await response.text();
  const policy = response.headers.get("Content-Security-Policy");
  const nonce = policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
  const headers = new Headers(response.headers);
  headers.delete("Content-Security-Policy");
  return {
    ...bytesWithGaps(text, nonce),
    policyParts: policy ? (nonce ? policy.split(nonce) : [policy]) : null,
    status: response.status,
    headers,
    expires: Date.now() + ttlSeconds * 1000,
  };
}

/** A stored page answered once, with a nonce of its own, without holding it. */
export const withFreshNonce = async (response: Response) => answerOf(await cutAtNonce(response, 0));

/** Holds a page for `ttlSeconds` and answers it; the least recently used pages make room. */
export async function holdPage(key: string, response: Response, ttlSeconds: number): Promise<Response> {
  const page = await cutAtNonce(response, ttlSeconds);
  forget(key);
  if (page.body.byteLength <= MAX_BYTES) {
    held.set(key, page);
    heldBytes += page.body.byteLength;
    for (const oldest of held.keys()) {
      if (heldBytes <= MAX_BYTES) break;
      forget(oldest);
    }
  }
  return answerOf(page);
}
