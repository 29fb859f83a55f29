import { type ReactNode, useEffect, useRef } from "react";

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
 * A passkey ceremony behind one button (decision 038), run by the `passkey` island
 * (app/islands/passkey.ts): the options from /account/passkeys, the browser's WebAuthn call, then
 * the answer posted as `passkey` with the fields of the form the button sits in (a name, where to
 * go next) to the page's action. Drawn hidden: the islands' loader shows it where the browser can
 * make or use a passkey, and so does the button where the app draws the page itself (after a
 * client-side navigation, when the loader has long run); without JavaScript the page's password
 * form does the work.
 */
export function PasskeyButton({ scope, ceremony, className, busyLabel, children }: PasskeyButtonProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (frame.current && typeof window.PublicKeyCredential === "function") frame.current.hidden = false;
  }, []);
  return (
    <div ref={frame} data-webauthn="" hidden className="space-y-2">
      <button
        type="button"
        className={`group ${className}`}
        data-island="passkey"
        data-island-on="click"
        data-passkey-scope={scope}
        data-passkey-ceremony={ceremony}
      >
        <span className="group-data-[busy]:hidden">{children}</span>
        <span className="hidden group-data-[busy]:inline">{busyLabel}</span>
      </button>
      <p role="alert" className="alert-error" data-passkey-problem="" hidden />
    </div>
  );
}
