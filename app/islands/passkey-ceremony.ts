import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { localized } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";

type Options = PublicKeyCredentialCreationOptionsJSON & PublicKeyCredentialRequestOptionsJSON & { error?: string };

/** The options for the browser's WebAuthn call, from /account/passkeys (decision 038); its refusal as an Error. */
export async function passkeyOptions(scope: "user" | "admin", ceremony: "sign_in" | "register"): Promise<Options> {
  const request = new FormData();
  request.set("scope", scope);
  request.set("ceremony", ceremony);
  // Under the page's language prefix, so a refusal comes back in the page's language.
  const answer = await fetch(localized("/account/passkeys"), { method: "POST", body: request });
  const options = (await answer.json()) as Options;
  if (!answer.ok) throw new Error(options.error ?? m.passkey_could_not_start());
  return options;
}

/**
 * Posts the authenticator's answer as `passkey`, with the fields of `form` (a name, where to go
 * next), to the page's own address, as a plain form post: the page's action answers it as it
 * answers the password form, with or without the app.
 */
export function postPasskey(form: HTMLFormElement | null, credential: RegistrationResponseJSON | AuthenticationResponseJSON) {
  const fields = form ? new FormData(form) : new FormData();
  fields.set("intent", "passkey");
  fields.set("passkey", JSON.stringify(credential));
  // The password form's fields stay behind: a passkey sign-in sends no password.
  fields.delete("password");
  const post = document.createElement("form");
  post.method = "post";
  post.action = window.location.href;
  post.hidden = true;
  for (const [name, value] of fields) {
    if (typeof value !== "string") continue;
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    post.appendChild(input);
  }
  document.body.appendChild(post);
  post.submit();
}
