// The address of a viewer's private feeds: `<user id>.<HMAC-SHA256 of "private-feed:<id>:<nonce>">`
// keyed with JWT_SECRET. Only the nonce is stored, so neither the database nor its backups hold
// an address; a new nonce makes every old address answer 404, and so does blocking the account.
import type { AppContext } from "~/.server/context";

// Only the spelling keyOf writes is an address (issue #34): the id in plain decimal, no leading
// zero (`01.<mac>` would otherwise name user 1), and the mac's 32 bytes as 43 base64url characters
// whose last carries 4 bits and 2 unused ones, which must be zero, so an altered last letter is not the same key.
export const KEY = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])$/;
const encoder = new TextEncoder();

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
export const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0));
export const newNonce = () => base64url(crypto.getRandomValues(new Uint8Array(18)).buffer);

export const hmacKey = (secret: string) =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
export const signed = (userId: number, nonce: string) => encoder.encode(`private-feed:${userId}:${nonce}`);

export async function keyOf(app: AppContext, userId: number, nonce: string) {
  return `${userId}.${base64url(await crypto.subtle.sign("HMAC", await hmacKey(app.env.JWT_SECRET), signed(userId, nonce)))}`;
}
