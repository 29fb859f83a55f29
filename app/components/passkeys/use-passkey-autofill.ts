import { type FocusEvent, useRef } from "react";
import { useSubmit } from "react-router";
import { passkeyOptions, postPasskey } from "./passkey-ceremony";

/**
 * The browser's passkey autofill on a username field (conditional mediation), where the browser
 * has it: the field offers the site's passkeys beside saved names, and choosing one signs in. It
 * starts when the field first takes focus, so a login page only looked at keeps no challenge.
 * The field needs `autoComplete="username webauthn"`. Any failure is quiet: the button and the
 * password form are still there.
 */
export function usePasskeyAutofill(scope: "user" | "admin") {
  const submit = useSubmit();
  const started = useRef(false);
  return async (event: FocusEvent<HTMLInputElement>) => {
    if (started.current) return;
    started.current = true;
    const form = event.currentTarget.form;
    try {
      const webauthn = await import("@simplewebauthn/browser");
      if (!(await webauthn.browserSupportsWebAuthnAutofill())) return;
      const optionsJSON = await passkeyOptions(scope, "sign_in");
      await postPasskey(submit, form, await webauthn.startAuthentication({ optionsJSON, useBrowserAutofill: true }));
    } catch {
      started.current = false;
    }
  };
}
