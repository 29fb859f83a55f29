import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { authenticateAdmin } from "~/.server/auth/authenticate";
import { readSessionToken, startSession } from "~/web/sessions.server";
import { invalid, parseSubmission, refused } from "~/web/form-submission.server";
import { adminHome } from "~/lib/admin-paths";
import { loginAdmin } from "~/domain/admins/commands.server";
import { AdminLoginInput } from "~/domain/admins/schema";
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
  const submission = parseSubmission(await request.formData(), AdminLoginInput);
  if (submission.status !== "success") return invalid(submission);
  try {
    const { token } = await loginAdmin(app, submission.value, clientIpOf(request, app.env));
    return redirect(adminHome(app.env.ADMIN_BASE_PATH), { headers: { "Set-Cookie": await startSession(request, "admin", token) } });
  } catch (error) {
    return refused(submission, error);
  }
}
