// Web Push from the worker with WebCrypto alone: the payload encrypted to the browser's keys as
// RFC 8291 (one aes128gcm record, RFC 8188) and the request signed with a VAPID JWT (RFC 8292,
// ES256 by jose). The npm libraries for this (web-push) need node:crypto and node:https.
import { base64url, importJWK, SignJWT } from "jose";
import { concatBytes } from "~/lib/bytes";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** The application server's keys as browsers and `web-push generate-vapid-keys` write them: base64url, raw. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
/** What came of a push: delivered, the subscription gone for good (404/410), try later, or refused (any other answer, a redirect, keys that are not keys). */
export type PushOutcome = "sent" | "gone" | "retry" | "refused";

const P256 = { name: "ECDH", namedCurve: "P-256" } as const;
const RECORD_SIZE = 4096;
/** How long the push service keeps a message for a browser that is offline: a day. */
const TIME_TO_LIVE_SECONDS = 86_400;
const text = new TextEncoder();
type Bytes = Uint8Array<ArrayBuffer>;
/** base64url text as bytes WebCrypto takes. */
const decoded = (value: string): Bytes => new Uint8Array(base64url.decode(value));

async function hkdf(salt: Bytes, secret: Bytes, info: Bytes, bytes: number) {
  const key = await crypto.subtle.importKey("raw", secret, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** Whether `p256dh` is a browser's P-256 public key (an uncompressed point on the curve). */
export async function isPushKey(p256dh: string) {
  try {
    await crypto.subtle.importKey("raw", decoded(p256dh), P256, false, []);
    return true;
  } catch {
    return false;
  }
}

/** The body of a push message: `plaintext` sealed to the subscription's keys (RFC 8291 §3.4). */
export async function encryptPushPayload(target: Pick<PushTarget, "p256dh" | "auth">, plaintext: Bytes) {
  const browserPublic = decoded(target.p256dh);
  const browserKey = await crypto.subtle.importKey("raw", browserPublic, P256, false, []);
  const ours = (await crypto.subtle.generateKey(P256, true, ["deriveBits"])) as CryptoKeyPair;
  const ourPublic = new Uint8Array((await crypto.subtle.exportKey("raw", ours.publicKey)) as ArrayBuffer);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: browserKey }, ours.privateKey, 256));
  const keyInfo = concatBytes(text.encode("WebPush: info\0"), browserPublic, ourPublic);
  const inputKey = await hkdf(decoded(target.auth), shared, keyInfo, 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const contentKey = await hkdf(salt, inputKey, text.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, inputKey, text.encode("Content-Encoding: nonce\0"), 12);
  const aes = await crypto.subtle.importKey("raw", contentKey, "AES-GCM", false, ["encrypt"]);
  // One record: the text and the 0x02 that marks the last record, no padding.
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, aes, concatBytes(plaintext, Uint8Array.of(2))));
  const header = new Uint8Array(21);
  header.set(salt);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = ourPublic.length;
  return concatBytes(header, ourPublic, sealed);
}

/**
 * Signs VAPID tokens, one per push service origin for the life of this signer (a queue batch):
 * the JWT names the origin it is for and lasts 12 hours, under RFC 8292's limit of 24.
 */
export function vapidSigner(keys: VapidKeys, now = Date.now()) {
  const point = base64url.decode(keys.publicKey);
  const privateKey = importJWK(
    { kty: "EC", crv: "P-256", x: base64url.encode(point.slice(1, 33)), y: base64url.encode(point.slice(33, 65)), d: keys.privateKey },
    "ES256",
  );
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = async (origin: string) =>
    new SignJWT({})
      .setProtectedHeader({ typ: "JWT", alg: "ES256" })
      .setAudience(origin)
      .setSubject(keys.subject)
      .setExpirationTime(Math.floor(now / 1000) + 12 * 3600)
      .sign(await privateKey);
  return async (endpoint: string) => {
    const origin = new URL(endpoint).origin;
    if (!tokens.has(origin)) tokens.set(origin, tokenFor(origin));
    return `vapid t=${await tokens.get(origin)}, k=${keys.publicKey}`;
  };
}

/** How long a push service has to answer before the push counts as failed and is tried again later. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one message; never throws. A network failure (a name that does not resolve, a cut or
 * silent connection) is a retry; a redirect is refused, never followed: the worker posts only
 * where the subscription was checked to point.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  authorization: (endpoint: string) => Promise<string>,
  timeoutMs = PUSH_TIMEOUT_MS,
): Promise<PushOutcome> {
  let request: Request;
  try {
    request = new Request(target.endpoint, {
      method: "POST",
      redirect: "manual",
      headers: {
        Authorization: await authorization(target.endpoint),
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
        TTL: String(TIME_TO_LIVE_SECONDS),
        Urgency: "normal",
      },
      body: await encryptPushPayload(target, text.encode(payload)),
    });
  } catch {
    return "refused"; // keys that are not keys fail the same way every time
  }
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    if (response.ok) return "sent";
    if (response.status === 404 || response.status === 410) return "gone";
    return response.status === 429 || response.status >= 500 ? "retry" : "refused";
  } catch {
    return "retry";
  }
}
