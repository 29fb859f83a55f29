import { type ReactNode, useEffect, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { m } from "~/paraglide/messages";
import { passkeyOptions, postPasskey } from "./passkey-ceremony";

type PasskeyButtonProps = {
  /** Whose passkey: a viewer's or the admin's. */
  scope: "user" | "admin";
  /** Signing in with one, or adding one to the signed-in account. */
  ceremony: "sign_in" | "register";
  className: string;
  busyLabel: string;
  children: ReactNode;
};

/**
 * A passkey ceremony behind one button (decision 038): the options from /account/passkeys, the
 * browser's WebAuthn call, then the answer posted as `passkey` with the fields of the form the
 * button sits in (a name, where to go next) to the page's action. Drawn only where the browser
 * can make or use a passkey; without JavaScript the page's password form does the work.
 */
export function PasskeyButton({ scope, ceremony, className, busyLabel, children }: PasskeyButtonProps) {
  const [supported, setSupported] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmit();
  const posting = useNavigation().state === "submitting";
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (!supported) return null;

  async function run(form: HTMLFormElement | null) {
    setProblem(null);
    setAsking(true);
    try {
      const options = await passkeyOptions(scope, ceremony);
      const webauthn = await import("@simplewebauthn/browser");
      const credential =
        ceremony === "register"
          ? await webauthn.startRegistration({ optionsJSON: options })
          : await webauthn.startAuthentication({ optionsJSON: options });
      await postPasskey(submit, form, credential);
    } catch (error) {
      // Another ceremony took over (the autofill's, say): not the viewer's doing.
      if (error instanceof Error && error.name === "AbortError") return;
      setProblem(error instanceof Error && error.name !== "NotAllowedError" ? error.message : m.passkey_cancelled());
    } finally {
      setAsking(false);
    }
  }

  return (
    <>
      <button type="button" className={className} disabled={asking || posting} onClick={(event) => run(event.currentTarget.form)}>
        {asking || posting ? busyLabel : children}
      </button>
      {problem ? (
        <p role="alert" className="alert-error">
          {problem}
        </p>
      ) : null}
    </>
  );
}
