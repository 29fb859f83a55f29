import { pageTitle } from "~/lib/site-name";
import { redirect, type MetaFunction, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { startSession } from "~/web/sessions.server";
import { refusalPageHeaders, readForm, submitForm } from "~/web/form-submission.server";
import { fieldProps, formError, useSchemaForm } from "~/components/forms/use-schema-form";
import { AuthCard } from "~/components/layout/auth-card";
import { FormField } from "~/components/ui/form-field";
import { loginUser, loginUserWithPasskey } from "~/domain/users/account.server";
import { relyingParty } from "~/domain/passkeys/relying-party.server";
import { PasskeyButton } from "~/components/passkeys/passkey-button";
import { passkeyAnswerOf } from "~/web/passkey-forms.server";
import { LoginInput } from "~/domain/users/schema";
import { safeRedirectPath } from "~/lib/redirects";
import { isTrackerCallback } from "~/lib/tracker-callback";
import { appContext, callerIpContext } from "~/web/router-context.server";
import { z } from "zod";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/login";

export const meta: MetaFunction = () => [{ title: pageTitle(m.auth_login_title()) }];

/** Both forms work as the server wrote them: the password form posts, the passkeys are an island (decision 052). */
export const handle = { hydrate: false };

/** A 429 keeps its Retry-After (too many wrong passwords). */
export const headers = refusalPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const ip = context.get(callerIpContext);
  const form = await readForm(request);
  // An account of more than one profile is asked who is watching first (decision 074).
  const signedIn = async ({ token, profiles }: { token: string; profiles: number }) => {
    const back = safeRedirectPath(form.get("redirectTo"));
    const to = profiles > 1 ? `/profiles?${new URLSearchParams({ redirectTo: back })}` : back;
    return redirect(to, { headers: { "Set-Cookie": await startSession(request, "user", token) } });
  };
  if (form.get("intent") === "passkey")
    return submitForm(form, z.object({}), async () =>
      signedIn(await loginUserWithPasskey(app, passkeyAnswerOf(form), relyingParty(app.env, request.url), ip)),
    );
  return submitForm(form, LoginInput, async (input) => signedIn(await loginUser(app, input, ip)));
}

export default function Login() {
  const [form, fields, loadCheck] = useSchemaForm(
    () => import("~/domain/users/schema").then((module) => module.LoginInput),
    useActionData<typeof action>(),
  );
  const [params] = useSearchParams();
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard
      title={m.auth_login_title()}
      footer={
        <>
          {m.auth_no_account()}{" "}
          <Link to="/register" className="link">
            {m.auth_register_link()}
          </Link>
        </>
      }
    >
      {isTrackerCallback(redirectTo) ? <p className="alert-info mb-4">{m.auth_login_finishes_tracker()}</p> : null}
      <Form method="post" id={form.id} onSubmit={form.onSubmit} onFocusCapture={loadCheck} className="space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {formError(form) ? (
          <p role="alert" className="alert-error">
            {formError(form)}
          </p>
        ) : null}
        <FormField
          label={m.auth_identifier_label()}
          {...fieldProps(fields.identifier)}
          autoComplete="username webauthn"
          // The browser's passkey autofill starts when the field is first focused (app/islands/passkey.ts).
          data-island="passkey"
          data-island-on="focusin"
          data-passkey-scope="user"
          required
        />
        <FormField
          label={m.account_field_password()}
          {...fieldProps(fields.password)}
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? m.auth_logging_in() : m.auth_login_submit()}
        </button>
      </Form>
      <form className="mt-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <PasskeyButton scope="user" ceremony="sign_in" className="btn-ghost w-full" busyLabel={m.auth_passkey_waiting()}>
          {m.auth_passkey_sign_in()}
        </PasskeyButton>
      </form>
    </AuthCard>
  );
}
