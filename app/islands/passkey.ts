import { passkeyOptions, postPasskey } from "./passkey-ceremony";
import { m } from "~/paraglide/messages";
import { pageLanguage } from "./page-language";

type Scope = "user" | "admin";
const scopeOf = (element: HTMLElement): Scope => (element.dataset.passkeyScope === "admin" ? "admin" : "user");
/** The username fields whose autofill has started: once per field, again after a failure. */
const autofilling = new WeakSet<HTMLInputElement>();

/**
 * Passkeys (decision 038) on a page with or without the app. The server draws the button of
 * app/components/passkeys/passkey-button.tsx hidden; the islands' loader shows it where the browser
 * has WebAuthn. A click on it runs the ceremony (its `data-passkey-ceremony`: sign in, or add one
 * to the signed-in account); focusing a username field marked with this island starts the browser's
 * passkey autofill (conditional mediation). Either way the answer is posted to the page's action.
 */
export default function passkey(element: HTMLElement, event: Event) {
  if (element instanceof HTMLInputElement) return event.type === "focusin" ? autofill(element) : undefined;
  if (element instanceof HTMLButtonElement && event.type === "click") return ceremony(element);
}

/** The site's passkeys offered beside saved names; choosing one signs in. Any failure is quiet: the button and the password are still there. */
async function autofill(field: HTMLInputElement) {
  if (autofilling.has(field)) return;
  autofilling.add(field);
  try {
    const webauthn = await import("@simplewebauthn/browser");
    if (!(await webauthn.browserSupportsWebAuthnAutofill())) return;
    const optionsJSON = await passkeyOptions(scopeOf(field), "sign_in");
    postPasskey(field.form, await webauthn.startAuthentication({ optionsJSON, useBrowserAutofill: true }));
  } catch {
    autofilling.delete(field);
  }
}

async function ceremony(button: HTMLButtonElement) {
  if (button.disabled) return;
  const problem = problemSlot(button);
  problem.hidden = true;
  // The button's words follow `data-busy` (the component draws both).
  button.disabled = true;
  button.dataset.busy = "";
  try {
    await pageLanguage();
    const options = await passkeyOptions(scopeOf(button), button.dataset.passkeyCeremony === "register" ? "register" : "sign_in");
    const webauthn = await import("@simplewebauthn/browser");
    const credential =
      button.dataset.passkeyCeremony === "register"
        ? await webauthn.startRegistration({ optionsJSON: options })
        : await webauthn.startAuthentication({ optionsJSON: options });
    // The page goes on to the action's answer; the button stays busy until it arrives.
    return postPasskey(button.form, credential);
  } catch (error) {
    // Another ceremony took over (the autofill's, say): not the viewer's doing.
    if (!(error instanceof Error && error.name === "AbortError")) {
      problem.textContent = error instanceof Error && error.name !== "NotAllowedError" ? error.message : m.passkey_cancelled();
      problem.hidden = false;
    }
  }
  button.disabled = false;
  delete button.dataset.busy;
}

/** The alert under the button, drawn empty by the component. */
const problemSlot = (button: HTMLButtonElement) => button.parentElement!.querySelector<HTMLElement>("[data-passkey-problem]")!;
