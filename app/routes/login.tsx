import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { startSession } from "~/.server/auth/sessions";
import { DomainError, refusalHeaders } from "~/.server/errors";
import { AuthCard } from "~/components/layout/auth-card";
import { FormField } from "~/components/ui/form-field";
import { loginUser } from "~/domain/users/account.server";
import { LoginInput } from "~/domain/users/schema";
import { formFields, parseWith, type FieldErrors } from "~/lib/forms";
import { safeRedirectPath } from "~/lib/redirects";
import { clientIpOf } from "~/.server/client-ip";

export const meta: MetaFunction = () => [{ title: "Login — AnimeStream" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = parseWith(LoginInput, formFields(form));
  if (!parsed.ok) return data({ error: parsed.message, errors: parsed.errors }, { status: 400 });
  try {
    const { token } = await loginUser(context.app, parsed.data, clientIpOf(request, context.app.env));
    return redirect(safeRedirectPath(form.get("redirectTo")), { headers: { "Set-Cookie": await startSession(request, "user", token) } });
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message, errors: {} as FieldErrors }, { status: error.status, headers: refusalHeaders(error) });
    console.error("login failed", error);
    return data({ error: "Login failed", errors: {} as FieldErrors }, { status: 500 });
  }
}

export default function Login() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Login" footer={<>No account yet? <Link to="/register" className="link">Register</Link></>}>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
        {result?.error ? <p role="alert" className="alert-error">{result.error}</p> : null}
        <FormField label="Email or username" name="identifier" autoComplete="username" required error={result?.errors.identifier} />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" required error={result?.errors.password} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>{busy ? "Logging in..." : "Login"}</button>
      </Form>
    </AuthCard>
  );
}
