// What the browser's WebAuthn calls answer, as @simplewebauthn/browser sends them (JSON with
// base64url fields), checked before any of it reaches the verifier; and the names a viewer gives
// their passkeys. Shared by the API and the pages' forms (decision 038).
import { z } from "zod";
import { requiredText } from "~/lib/schema-fields";

/** More than any authenticator's attestation or signature takes, far less than a flood. */
const MAX_FIELD_CHARS = 16_384;
const base64url = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(MAX_FIELD_CHARS, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`);

const credentialFields = {
  id: base64url("The credential id"),
  rawId: base64url("The raw credential id"),
  type: z.literal("public-key", { error: 'The type must be "public-key"' }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

export const RegistrationAnswer = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url("clientDataJSON"),
    attestationObject: base64url("attestationObject"),
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
});

export const SignInAnswer = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url("clientDataJSON"),
    authenticatorData: base64url("authenticatorData"),
    signature: base64url("signature"),
    userHandle: base64url("userHandle").optional(),
  }),
});

export const PASSKEY_NAME_MAX = 60;
export const PasskeyNameInput = z.object({ name: requiredText("Name", PASSKEY_NAME_MAX) });

/** A new passkey: what the authenticator answered, and a name (one is made up when none is given). */
export const NewPasskeyInput = z.object({
  name: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    PasskeyNameInput.shape.name.optional(),
  ),
  response: RegistrationAnswer,
});

/** The admin's switch: a password no longer signs the admin in. */
export const RequirePasskeyInput = z.object({ require_passkey: z.boolean({ error: "require_passkey must be true or false" }) });

/** A form naming one of the account's passkeys by its credential id (rename, remove). */
export const PasskeyIdInput = z.object({ id: base64url("The passkey") });
export const PasskeyRenameInput = PasskeyIdInput.extend(PasskeyNameInput.shape);

/** A credential id as a path names it. */
export const passkeyIdPattern = "[A-Za-z0-9_-]+";
