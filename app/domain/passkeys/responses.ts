// What the passkey calls answer, to the API and the pages alike.
import { z } from "zod";
import { isoTime } from "~/lib/response-fields";
import { securityEventKinds } from "~/lib/vocabulary/security-events";

export const Passkey = z
  .object({
    id: z.string().meta({ description: "The credential id (base64url)" }),
    name: z.string(),
    created_at: isoTime,
    last_used_at: isoTime.nullable().meta({ description: "The last sign-in with it; null before the first" }),
  })
  .meta({ id: "Passkey" });
export type PasskeyView = z.infer<typeof Passkey>;

/** The browser's options for navigator.credentials.create() or .get(), as @simplewebauthn/browser takes them. */
export const PasskeyOptions = z.object({ challenge: z.string() }).catchall(z.unknown()).meta({
  id: "PasskeyOptions",
  description:
    "PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3); the challenge is good once, for 5 minutes",
});

export const SecurityEvent = z
  .object({ event: z.enum(securityEventKinds), detail: z.string().nullable(), ip: z.string().nullable(), created_at: isoTime })
  .meta({ id: "SecurityEvent" });
