import { pageTitle } from "~/lib/site-name";
import { type MetaFunction, Form, Link, useActionData, useNavigate, useNavigation } from "react-router";
import { useEffect } from "react";
import { refusalPageHeaders, readForm, submitForm } from "~/web/form-submission.server";
import { fieldProps, formError, useSchemaForm } from "~/components/forms/use-schema-form";
import { AuthCard } from "~/components/layout/auth-card";
import { FormField } from "~/components/ui/form-field";
import { registerUser } from "~/domain/users/account.server";
import { RegisterInput } from "~/domain/users/schema";
import { appContext, callerIpContext } from "~/web/router-context.server";
import { m } from "~/paraglide/messages";
import { localized } from "~/lib/locale-paths";
import type { Route } from "./+types/register";

export const meta: MetaFunction = () => [{ title: pageTitle(m.auth_register_title()) }];
export const headers = refusalPageHeaders;
/** The form posts and the server checks it (decision 052); where the app runs, it checks fields as they are left. */
export const handle = { hydrate: false };

const REDIRECT_DELAY_MS = 1500;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return submitForm(form, RegisterInput, async (input) => {
    await registerUser(context.get(appContext), input, context.get(callerIpContext));
  });
}

export default function Register() {
  const result = useActionData<typeof action>();
  const [form, fields, loadCheck] = useSchemaForm(() => import("~/domain/users/schema").then((module) => module.RegisterInput), result);
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const registered = result?.status === "success";
  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  if (registered)
    return (
      <AuthCard title={m.auth_register_title()}>
        {/* Without JavaScript the refresh takes the visitor to the login page after 1.5 s. */}
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${localized("/login")}`} />
        <p role="status" className="alert-success">
          {m.account_registered()}
        </p>
      </AuthCard>
    );
  return (
    <AuthCard
      title={m.auth_register_title()}
      footer={
        <>
          {m.auth_already_registered()}{" "}
          <Link to="/login" className="link">
            {m.auth_login_link()}
          </Link>
        </>
      }
    >
      <Form method="post" id={form.id} onSubmit={form.onSubmit} onFocusCapture={loadCheck} className="space-y-4" noValidate>
        {formError(form) ? (
          <p role="alert" className="alert-error">
            {formError(form)}
          </p>
        ) : null}
        <FormField label={m.account_field_email()} {...fieldProps(fields.email)} type="email" autoComplete="email" required />
        <FormField label={m.account_field_username()} {...fieldProps(fields.username)} autoComplete="username" required />
        <FormField
          label={m.account_field_password()}
          {...fieldProps(fields.password)}
          type="password"
          autoComplete="new-password"
          required
          hint={m.auth_password_hint()}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? m.auth_registering() : m.auth_register_submit()}
        </button>
      </Form>
    </AuthCard>
  );
}
