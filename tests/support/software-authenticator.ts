// A passkey authenticator in software, for the tests and bench:cost: an ES256 (or Ed25519) key made by
// WebCrypto, answering the site's options as a browser would pass a real authenticator's answer
// on (WebAuthn Level 3: clientDataJSON, authenticator data, a "none" attestation, a DER
// signature). Its CBOR is the verifier library's own encoder. Each answer can be bent one way
// (another origin, no user verification, a counter that does not move) to test a refusal.
import { isoBase64URL, isoCBOR, isoUint8Array } from "@simplewebauthn/server/helpers";

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

type Bend = {
  /** The page the browser says it was on. */
  origin?: string;
  /** The RP ID the authenticator signs for; the options' own unless said. */
  rpId?: string;
  /** false: the user was present but not verified (no PIN, no biometric). */
  verified?: boolean;
  /** The signature counter to report, instead of one more than the last. */
  counter?: number;
  /** The user handle to report, instead of the one the passkey was made for. */
  userHandle?: string;
  /** The challenge to sign, instead of the options' own. */
  challenge?: string;
  /**
   * The attestation of a new passkey: "none" (what browsers send when the site asks for none),
   * "self" ("packed", signed by the new key) or "certificate" ("packed" with a certificate chain).
   */
  attestation?: "none" | "self" | "certificate";
};

type Algorithm = "ES256" | "Ed25519";

const sha256 = async (data: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest("SHA-256", data));
const uint32 = (value: number) => new Uint8Array([(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
const clientData = (type: string, challenge: string, origin: string) =>
  isoUint8Array.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** An ASN.1 DER INTEGER of a big-endian unsigned number. */
function derInteger(bytes: Uint8Array) {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const body = bytes.slice(start);
  const padded = body[0]! & 0x80 ? isoUint8Array.concat([new Uint8Array([0]), body]) : body;
  return isoUint8Array.concat([new Uint8Array([0x02, padded.length]), padded]);
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries it as a DER SEQUENCE of two INTEGERs. */
function derSignature(raw: Uint8Array) {
  const body = isoUint8Array.concat([derInteger(raw.slice(0, 32)), derInteger(raw.slice(32))]);
  return isoUint8Array.concat([new Uint8Array([0x30, body.length]), body]);
}

export class SoftwareAuthenticator {
  private signCount = 0;
  private userHandle = "";

  private constructor(
    private readonly credentialId: Uint8Array<ArrayBuffer>,
    private readonly keys: CryptoKeyPair,
    private readonly algorithm: Algorithm,
  ) {}

  static async create(algorithm: Algorithm = "ES256") {
    const params = algorithm === "ES256" ? { name: "ECDSA", namedCurve: "P-256" } : { name: "Ed25519" };
    const keys = (await crypto.subtle.generateKey(params, true, ["sign", "verify"])) as CryptoKeyPair;
    return new SoftwareAuthenticator(crypto.getRandomValues(new Uint8Array(32)), keys, algorithm);
  }

  /** The credential id, base64url, as the site names the passkey. */
  get id() {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  /** The same key under another credential id: what a clone with a copied key but a new id would be. */
  withId(id: Uint8Array<ArrayBuffer>) {
    const copy = new SoftwareAuthenticator(id, this.keys, this.algorithm);
    copy.userHandle = this.userHandle;
    copy.signCount = this.signCount;
    return copy;
  }

  /** The same key and id with its own counter: a clone of this passkey. */
  clone() {
    return this.withId(this.credentialId);
  }

  private async coseKey() {
    const jwk = await crypto.subtle.exportKey("jwk", this.keys.publicKey);
    if (this.algorithm === "Ed25519")
      return isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 1], // kty: OKP
          [3, -8], // alg: EdDSA
          [-1, 6], // crv: Ed25519
          [-2, isoBase64URL.toBuffer(jwk.x!)],
        ]),
      );
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  /** A signature as WebAuthn carries it: ES256's as DER, Ed25519's as it is. */
  private async sign(data: Uint8Array<ArrayBuffer>) {
    if (this.algorithm === "Ed25519") return new Uint8Array(await crypto.subtle.sign("Ed25519", this.keys.privateKey, data));
    return derSignature(new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, data)));
  }

  private async authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array<ArrayBuffer>) {
    const parts = [await sha256(isoUint8Array.fromUTF8String(rpId)), new Uint8Array([flags]), uint32(counter)];
    return isoUint8Array.concat(attested ? [...parts, attested] : parts);
  }

  /** What navigator.credentials.create() would answer to the site's options. */
  async register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string, bend: Bend = {}) {
    this.userHandle = options.user.id;
    const idLength = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 255]);
    const attested = isoUint8Array.concat([new Uint8Array(16), idLength, this.credentialId, await this.coseKey()]);
    const flags = UP | AT | (bend.verified === false ? 0 : UV);
    const authData = await this.authenticatorData(bend.rpId ?? options.rp.id!, flags, bend.counter ?? 0, attested);
    const clientDataJSON = clientData("webauthn.create", bend.challenge ?? options.challenge, bend.origin ?? origin);
    const statement = new Map<string, number | Uint8Array<ArrayBuffer> | Uint8Array<ArrayBuffer>[]>();
    if (bend.attestation === "self" || bend.attestation === "certificate") {
      statement.set("alg", this.algorithm === "ES256" ? -7 : -8);
      statement.set("sig", await this.sign(isoUint8Array.concat([authData, await sha256(clientDataJSON)])));
      // Any bytes stand for the certificate: a site that checks no chain must refuse it unread.
      if (bend.attestation === "certificate") statement.set("x5c", [crypto.getRandomValues(new Uint8Array(64))]);
    }
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | typeof statement>([
        ["fmt", statement.size ? "packed" : "none"],
        ["attStmt", statement],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  /** What navigator.credentials.get() would answer to the site's options. */
  async signIn(options: { challenge: string; rpId?: string }, origin: string, bend: Bend = {}) {
    const counter = bend.counter ?? (this.signCount += 1);
    const flags = UP | (bend.verified === false ? 0 : UV);
    const authData = await this.authenticatorData(bend.rpId ?? options.rpId!, flags, counter);
    const clientDataJSON = clientData("webauthn.get", bend.challenge ?? options.challenge, bend.origin ?? origin);
    const signature = await this.sign(isoUint8Array.concat([authData, await sha256(clientDataJSON)]));
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
        userHandle: bend.userHandle ?? (this.userHandle || undefined),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }
}
