import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { authenticateAdmin } from "~/.server/auth/authenticate";
import { readSessionToken, startSession } from "~/.server/auth/sessions";
import { DomainError, refusalHeaders } from "~/.server/errors";
import { adminHome } from "~/lib/admin-paths";
import { formFields, parseWith } from "~/lib/forms";
import { AdminLoginInput, loginAdmin } from "./queries.server";
import { clientIpOf } from "~/.server/client-ip";

// The admin login page at ADMIN_BASE_PATH (served by the one-segment route, app/routes/$slug.tsx).
export async function adminLoginLoader({ request, context }: LoaderFunctionArgs) {
  const { app } = context;
  const signedIn = await authenticateAdmin(app, await readSessionToken(request, "admin"));
  if (signedIn.ok) throw redirect(adminHome(app.env.ADMIN_BASE_PATH));
  return { kind: "admin-login" as const, shell: "admin" as const };
}

export async function adminLoginAction({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const fields = formFields(await request.formData());
  const parsed = parseWith(AdminLoginInput, fields);
  if (!parsed.ok) return data({ error: parsed.message, username: String(fields.username ?? "") }, { status: 400 });
  try {
    const { token } = await loginAdmin(app, parsed.data, clientIpOf(request, app.env));
    return redirect(adminHome(app.env.ADMIN_BASE_PATH), { headers: { "Set-Cookie": await startSession(request, "admin", token) } });
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message, username: parsed.data.username }, { status: error.status, headers: refusalHeaders(error) });
    console.error("admin login failed", error);
    return data({ error: "Login failed", username: parsed.data.username }, { status: 500 });
  }
}
