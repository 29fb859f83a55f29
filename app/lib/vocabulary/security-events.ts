// What a viewer's security history names: each change to how the account signs in, and each
// passkey sign-in. The page shows each kind in its language (EVENT_LABELS in
// app/routes/account.security.tsx); the API answers the kind itself.
export const securityEventKinds = ["passkey_added", "passkey_renamed", "passkey_removed", "passkey_sign_in"] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];
