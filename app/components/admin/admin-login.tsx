import { SITE_NAME } from "~/lib/site-name";
import { Form, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { readReply } from "~/components/forms/reply";
import { FormField } from "~/components/ui/form-field";
import { PasskeyButton } from "~/components/passkeys/passkey-button";
import { AdminLanguages } from "./admin-shell";
import { m } from "~/paraglide/messages";

export function AdminLogin({ reply }: { reply?: SubmissionResult<string[]> }) {
  const busy = useNavigation().state === "submitting";
  const { formError, fieldError, typed } = readReply(reply);
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="panel w-full max-w-sm p-6 sm:p-8">
        <img src="/logo1.gif" alt={SITE_NAME} width={260} height={48} className="mx-auto mb-4 h-9 w-auto" />
        <h1 className="mb-6 text-center text-xl font-bold">{m.series_admin_login_title()}</h1>
        <Form method="post" className="space-y-4" noValidate>
          {formError ? (
            <p role="alert" className="alert-error">
              {formError}
            </p>
          ) : null}
          <FormField
            label={m.account_field_username()}
            name="username"
            autoComplete="username"
            required
            defaultValue={typed("username")}
            error={fieldError("username")}
          />
          <FormField
            label={m.account_field_password()}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldError("password")}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? m.auth_logging_in() : m.auth_login_submit()}
          </button>
        </Form>
        <form className="mt-4 space-y-2">
          <PasskeyButton scope="admin" ceremony="sign_in" className="btn-ghost w-full" busyLabel={m.auth_passkey_waiting()}>
            {m.auth_passkey_sign_in()}
          </PasskeyButton>
        </form>
        <AdminLanguages className="mt-6 justify-center" />
      </div>
    </main>
  );
}
