// What a viewer's security history names (app/routes/account.security.tsx): each change to how
// the account signs in, and each passkey sign-in.
export const securityEventKinds = ["passkey_added", "passkey_renamed", "passkey_removed", "passkey_sign_in"] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export const securityEventLabels: Record<SecurityEventKind, string> = {
  passkey_added: "Passkey added",
  passkey_renamed: "Passkey renamed",
  passkey_removed: "Passkey removed",
  passkey_sign_in: "Signed in with a passkey",
};
