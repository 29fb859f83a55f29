// Secrets the site keeps for a viewer and never shows (a tracker's OAuth tokens): sealed with
// AES-GCM under a key derived from JWT_SECRET (HKDF, its own label), each bound to what it belongs
// to (the additional data), so a sealed value copied onto another row does not open there.
// Replacing JWT_SECRET leaves them unreadable: the viewer connects again (decision 060).
import { base64url } from "jose";

const IV_BYTES = 12;
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: encoder.encode("anime-catalogue sealed values v1") },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

/** `value` sealed for `boundTo`: base64url of the IV and the ciphertext. */
export async function seal(secret: string, value: string, boundTo: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(boundTo) },
    await sealingKey(secret),
    encoder.encode(value),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return base64url.encode(out);
}

/** The value `seal` sealed for `boundTo`; null when it does not open (another key, another owner, altered). */
export async function unseal(secret: string, sealed: string, boundTo: string): Promise<string | null> {
  try {
    const bytes = base64url.decode(sealed);
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(boundTo) },
      await sealingKey(secret),
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(opened);
  } catch {
    return null;
  }
}
