import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { DomainError } from "~/.server/errors";
import { AuthCard } from "~/components/layout/auth-card";
import { FormField } from "~/components/ui/form-field";
import { registerUser } from "~/domain/users/account.server";
import { RegisterInput, userTexts } from "~/domain/users/schema";
import { formFields, parseWith, type FieldErrors } from "~/lib/forms";

export const meta: MetaFunction = () => [{ title: "Register — AnimeStream" }];

const REDIRECT_DELAY_MS = 1500;

export async function action({ request, context }: ActionFunctionArgs) {
  const fields = formFields(await request.formData());
  const parsed = parseWith(RegisterInput, fields);
  if (!parsed.ok) return data({ ok: false as const, error: parsed.message, errors: parsed.errors, fields }, { status: 400 });
  try {
    await registerUser(context.app.db, parsed.data);
    return { ok: true as const };
  } catch (error) {
    const message = error instanceof DomainError ? error.message : "Registration failed";
    if (!(error instanceof DomainError)) console.error("registration failed", error);
    return data({ ok: false as const, error: message, errors: {} as FieldErrors, fields }, { status: error instanceof DomainError ? error.status : 500 });
  }
}

export default function Register() {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  if (result?.ok)
    return (
      <AuthCard title="Register">
        {/* Without JavaScript the refresh takes the visitor to the login page after 1.5 s. */}
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=/login`} />
        <p role="status" className="alert-success">{userTexts.registered}</p>
      </AuthCard>
    );
  const values = (result && "fields" in result ? result.fields : {}) as Record<string, string | undefined>;
  return (
    <AuthCard title="Register" footer={<>Already registered? <Link to="/login" className="link">Login</Link></>}>
      <Form method="post" className="space-y-4" noValidate>
        {result?.error ? <p role="alert" className="alert-error">{result.error}</p> : null}
        <FormField label="Email" name="email" type="email" autoComplete="email" required defaultValue={values.email} error={result?.errors.email} />
        <FormField label="Username" name="username" autoComplete="username" required defaultValue={values.username} error={result?.errors.username} />
        <FormField label="Password" name="password" type="password" autoComplete="new-password" required hint="At least 8 characters" error={result?.errors.password} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>{busy ? "Registering..." : "Register"}</button>
      </Form>
    </AuthCard>
  );
}
