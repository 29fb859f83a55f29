import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { adminAddressInEnglish } from "~/i18n/locales";
import { siteOrigin } from "~/lib/site-url";
import { authenticateAdmin } from "~/.server/auth/authenticate";
import { readSessionToken, startSession } from "~/web/sessions.server";
import { readForm, submitForm } from "~/web/form-submission.server";
import { z } from "zod";
import { passkeyAnswerOf } from "~/web/passkey-forms.server";
import { relyingParty } from "~/domain/passkeys/relying-party.server";
import { adminHome } from "~/lib/admin-paths";
import { loginAdmin, loginAdminWithPasskey } from "~/domain/admins/commands.server";
import { AdminLoginInput } from "~/domain/admins/schema";
import { clientIpOf } from "~/.server/client-ip";
import { appContext } from "~/web/router-context.server";

// The admin login page at ADMIN_BASE_PATH (served by the one-segment route, app/routes/$slug.tsx).
export async function adminLoginLoader({ request, context }: LoaderFunctionArgs) {
  const app = context.get(appContext);
  // An Arabic admin login would be English words laid out right to left.
  const english = adminAddressInEnglish(new URL(request.url), siteOrigin(app.env, request.url));
  if (english) throw redirect(english);
  const signedIn = await authenticateAdmin(app, await readSessionToken(request, "admin"));
  if (signedIn.ok) throw redirect(adminHome(app.env.ADMIN_BASE_PATH));
  return { kind: "admin-login" as const, shell: "admin" as const };
}

export async function adminLoginAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const ip = clientIpOf(request, app.env);
  const form = await readForm(request);
  const signedIn = async ({ token }: { token: string }) =>
    redirect(adminHome(app.env.ADMIN_BASE_PATH), { headers: { "Set-Cookie": await startSession(request, "admin", token) } });
  if (form.get("intent") === "passkey")
    return submitForm(form, z.object({}), async () =>
      signedIn(await loginAdminWithPasskey(app, passkeyAnswerOf(form), relyingParty(app.env, request.url), ip)),
    );
  return submitForm(form, AdminLoginInput, async (input) => signedIn(await loginAdmin(app, input, ip)));
}
