// The WebAuthn ceremonies' options and checks (WebAuthn Level 3, §7.1 and §7.2), on Oslo's parsers
// (@oslojs/webauthn, its CBOR) and WebCrypto's verifiers. SimpleWebAuthn did this before with the
// X.509 and ASN.1 libraries its attestation formats need, 80 KiB of the worker's gzipped upload
// (issue #86); the site asks for no attestation, so it checks none but a self-attestation's
// signature, and refuses a format that would need a certificate chain (decision 038).
import { decodeCBORToNativeValue, decodeCBORToNativeValueNoLeftoverBytes } from "@oslojs/cbor";
import { decodePKIXECDSASignature } from "@oslojs/crypto/ecdsa";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import {
  AttestationStatementFormat,
  ClientDataType,
  COSEKeyType,
  COSEPublicKey,
  coseAlgorithmEdDSA,
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveEd25519,
  coseEllipticCurveP256,
  createAssertionSignatureMessage,
  parseAttestationObject,
  parseAuthenticatorData,
  parseClientDataJSON,
} from "@oslojs/webauthn";
import type { RelyingParty } from "./relying-party.server";

/** A refused answer: the ceremony turns it into its own 400 or 401. */
export class NotVerified extends Error {}
const check = (holds: boolean, what: string) => {
  if (!holds) throw new NotVerified(what);
};

/** The algorithms offered for a new passkey, in the order authenticators are asked to prefer them. */
const ALGORITHMS = [coseAlgorithmEdDSA, coseAlgorithmES256, coseAlgorithmRS256];
const TIMEOUT_MS = 60_000;

const newChallenge = () => encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
const bytesOf = (base64url: string) => decodeBase64urlIgnorePadding(base64url);
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);

/** navigator.credentials.create()'s options: a discoverable credential with user verification, none of `exclude` again. */
export function registrationOptions(
  rp: RelyingParty,
  user: { name: string; handle: string },
  exclude: { id: string; transports: string[] }[],
) {
  return {
    challenge: newChallenge(),
    rp: { name: rp.name, id: rp.id },
    user: { id: encodeBase64urlNoPadding(new TextEncoder().encode(user.handle)), name: user.name, displayName: "" },
    pubKeyCredParams: ALGORITHMS.map((alg) => ({ alg, type: "public-key" as const })),
    timeout: TIMEOUT_MS,
    attestation: "none" as const,
    excludeCredentials: exclude.map(({ id, transports }) => ({ id, type: "public-key" as const, transports })),
    authenticatorSelection: { residentKey: "required" as const, requireResidentKey: true, userVerification: "required" as const },
    extensions: { credProps: true },
  };
}

/** navigator.credentials.get()'s options: any passkey of this site (discoverable), user verified. */
export const signInOptions = (rp: RelyingParty) => ({
  challenge: newChallenge(),
  rpId: rp.id,
  timeout: TIMEOUT_MS,
  userVerification: "required" as const,
});

/** The challenge a clientDataJSON (base64url) says it answers, base64url as it was sent. */
export const challengeOf = (clientDataJSON: string) => encodeBase64urlNoPadding(parseClientDataJSON(bytesOf(clientDataJSON)).challenge);

/** What every answer's client data must say: the ceremony, the challenge, this site's origin, not framed by another. */
function checkClientData(clientDataJSON: Uint8Array, type: ClientDataType, challenge: string, rp: RelyingParty) {
  const clientData = parseClientDataJSON(clientDataJSON);
  check(clientData.type === type, "the ceremony");
  check(encodeBase64urlNoPadding(clientData.challenge) === challenge, "the challenge");
  check(clientData.origin === rp.origin, "the origin");
  check(clientData.crossOrigin !== true, "a cross-origin frame");
}

/** What every answer's authenticator data must say: for this RP ID, the user present and verified. */
function checkAuthenticatorData(authenticatorData: ReturnType<typeof parseAuthenticatorData>, rp: RelyingParty) {
  check(authenticatorData.verifyRelyingPartyIdHash(rp.id), "the RP ID");
  check(authenticatorData.userPresent, "the user's presence");
  check(authenticatorData.userVerified, "the user's verification");
}

/** `signature` over `message` by the COSE key, in WebCrypto: ES256 (DER), RS256 or Ed25519. */
async function signedBy(key: COSEPublicKey, message: Uint8Array, signature: Uint8Array) {
  const data = message as Uint8Array<ArrayBuffer>;
  const algorithm = key.algorithm();
  if (algorithm === coseAlgorithmES256 && key.type() === COSEKeyType.EC2) {
    const { curve, x, y } = key.ec2();
    check(curve === coseEllipticCurveP256, "the curve");
    const jwk = { kty: "EC", crv: "P-256", x: base64urlOf(x, 32), y: base64urlOf(y, 32) };
    const publicKey = await crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
    const { r, s } = decodePKIXECDSASignature(signature);
    const raw = new Uint8Array([...bytesOfLength(r, 32), ...bytesOfLength(s, 32)]);
    return crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, publicKey, raw, data);
  }
  if (algorithm === coseAlgorithmRS256 && key.type() === COSEKeyType.RSA) {
    const { n, e } = key.rsa();
    const jwk = { kty: "RSA", n: base64urlOf(n), e: base64urlOf(e) };
    const publicKey = await crypto.subtle.importKey("jwk", jwk, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, ["verify"]);
    return crypto.subtle.verify("RSASSA-PKCS1-v1_5", publicKey, signature as Uint8Array<ArrayBuffer>, data);
  }
  if (algorithm === coseAlgorithmEdDSA && key.type() === COSEKeyType.OKP) {
    const { curve, x } = key.okp();
    check(curve === coseEllipticCurveEd25519, "the curve");
    const publicKey = await crypto.subtle.importKey("raw", x as Uint8Array<ArrayBuffer>, { name: "Ed25519" }, false, ["verify"]);
    return crypto.subtle.verify("Ed25519", publicKey, signature as Uint8Array<ArrayBuffer>, data);
  }
  throw new NotVerified("the key's algorithm");
}

/** A big-endian unsigned integer in `length` bytes (or as few as it takes). */
function bytesOfLength(value: bigint, length = 0) {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 255n));
  check(length === 0 || bytes.length <= length, "the key's size");
  return new Uint8Array([...new Array(Math.max(0, length - bytes.length)).fill(0), ...bytes]);
}
const base64urlOf = (value: bigint, length = 0) => encodeBase64urlNoPadding(bytesOfLength(value, length));

/** The COSE key as the authenticator data carries it (the stored form), after the credential id. */
function coseKeyBytes(authenticatorData: Uint8Array) {
  const start = 55 + ((authenticatorData[53]! << 8) | authenticatorData[54]!);
  const [, size] = decodeCBORToNativeValue(authenticatorData.slice(start), 4);
  return authenticatorData.slice(start, start + size);
}

/** The raw authenticator data of an attestation object, which Oslo parses but does not hand back. */
function authenticatorDataBytes(attestationObject: Uint8Array) {
  const decoded = decodeCBORToNativeValueNoLeftoverBytes(attestationObject, 4) as { authData?: unknown };
  check(decoded.authData instanceof Uint8Array, "the authenticator data");
  return decoded.authData as Uint8Array;
}

type RegistrationAnswer = {
  rawId: string;
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] };
};

/**
 * The new passkey an answer to `challenge` carries, once its client data, authenticator data and
 * attestation hold: "none", or a self-attestation ("packed" without certificates) signed by the
 * new key itself. A refusal throws NotVerified (or a parser's error for a malformed answer).
 */
export async function verifyRegistration(answer: RegistrationAnswer, challenge: string, rp: RelyingParty) {
  const clientDataJSON = bytesOf(answer.response.clientDataJSON);
  checkClientData(clientDataJSON, ClientDataType.Create, challenge, rp);
  const attestationObject = bytesOf(answer.response.attestationObject);
  const { authenticatorData, attestationStatement } = parseAttestationObject(attestationObject);
  checkAuthenticatorData(authenticatorData, rp);
  const credential = authenticatorData.credential;
  check(credential !== null, "the new credential");
  check(sameBytes(credential!.id, bytesOf(answer.rawId)), "the credential id");
  check(ALGORITHMS.includes(credential!.publicKey.algorithm()), "the key's algorithm");
  const authData = authenticatorDataBytes(attestationObject);
  const statement = attestationStatement.decoded as Record<string, unknown>;
  if (attestationStatement.format === AttestationStatementFormat.None) check(Object.keys(statement).length === 0, "the attestation");
  else {
    check(attestationStatement.format === AttestationStatementFormat.Packed && !("x5c" in statement), "the attestation's format");
    check(statement.alg === credential!.publicKey.algorithm() && statement.sig instanceof Uint8Array, "the attestation");
    // Signed as a sign-in is: the authenticator data and the client data's hash.
    const signed = createAssertionSignatureMessage(authData, clientDataJSON);
    check(await signedBy(credential!.publicKey, signed, statement.sig as Uint8Array), "the attestation's signature");
  }
  return {
    id: encodeBase64urlNoPadding(credential!.id),
    publicKey: encodeBase64urlNoPadding(coseKeyBytes(authData)),
    counter: authenticatorData.signatureCounter,
    transports: answer.response.transports ?? [],
  };
}

type SignInAnswer = { response: { clientDataJSON: string; authenticatorData: string; signature: string } };

/**
 * The signature counter of a sign-in answer to `challenge` by the stored passkey (its COSE key,
 * base64url), once the client data, authenticator data and signature hold and the counter moved
 * on from `counter` (a clone's does not; an authenticator that keeps none reports 0 each time).
 */
export async function verifySignIn(
  answer: SignInAnswer,
  challenge: string,
  rp: RelyingParty,
  passkey: { publicKey: string; counter: number },
) {
  const clientDataJSON = bytesOf(answer.response.clientDataJSON);
  checkClientData(clientDataJSON, ClientDataType.Get, challenge, rp);
  const authData = bytesOf(answer.response.authenticatorData);
  const authenticatorData = parseAuthenticatorData(authData);
  checkAuthenticatorData(authenticatorData, rp);
  const key = new COSEPublicKey(decodeCBORToNativeValueNoLeftoverBytes(bytesOf(passkey.publicKey), 4) as object);
  const message = createAssertionSignatureMessage(authData, clientDataJSON);
  check(await signedBy(key, message, bytesOf(answer.response.signature)), "the signature");
  const counter = authenticatorData.signatureCounter;
  if (counter > 0 || passkey.counter > 0) check(counter > passkey.counter, "the signature counter");
  return counter;
}
