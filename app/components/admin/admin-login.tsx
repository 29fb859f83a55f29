import { Form, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/ui/form-field";

export function AdminLogin({ error, username }: { error?: string; username?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="panel w-full max-w-sm p-6 sm:p-8">
        <img src="/logo1.gif" alt="AnimeStream" width={260} height={48} className="mx-auto mb-4 h-9 w-auto" />
        <h1 className="mb-6 text-center text-xl font-bold">Admin login</h1>
        <Form method="post" className="space-y-4">
          {error ? <p role="alert" className="alert-error">{error}</p> : null}
          <FormField label="Username" name="username" autoComplete="username" required defaultValue={username} />
          <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="btn-primary w-full" disabled={busy}>{busy ? "Logging in..." : "Login"}</button>
        </Form>
      </div>
    </main>
  );
}
