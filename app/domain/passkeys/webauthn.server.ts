// SimpleWebAuthn's verifier and the ASN.1 libraries under it cost a new isolate about 11 ms of its
// startup (`npm run bench:startup`) for ceremonies few requests make: they are loaded on the first
// one, as a chunk of their own, and kept for the isolate's life (issue #86).
let loaded: Promise<typeof import("@simplewebauthn/server")> | undefined;
let helpersLoaded: Promise<typeof import("@simplewebauthn/server/helpers")> | undefined;

export const webAuthn = () => (loaded ??= import("@simplewebauthn/server"));
export const webAuthnHelpers = () => (helpersLoaded ??= import("@simplewebauthn/server/helpers"));
