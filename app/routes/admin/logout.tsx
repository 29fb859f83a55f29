import { redirect } from "react-router";
import { isAdminBase } from "~/web/admin-page.server";
import { signOut } from "~/web/sessions.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/logout";
import { notFound } from "~/lib/refusals";
import { asRefusal } from "~/web/form-submission.server";

// Logout needs no valid session: it only ends whatever admin session the browser has. Under any
// other first segment it is a 404, so the admin path is never revealed.
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isAdminBase(params.admin, context.get(appContext).env.ADMIN_BASE_PATH)) throw asRefusal(notFound("Page"));
  return redirect(context.get(appContext).env.ADMIN_BASE_PATH, {
    headers: { "Set-Cookie": await signOut(request, context.get(appContext), "admin") },
  });
}

export function loader({ params, context }: Route.LoaderArgs) {
  if (!isAdminBase(params.admin, context.get(appContext).env.ADMIN_BASE_PATH)) throw asRefusal(notFound("Page"));
  return redirect(context.get(appContext).env.ADMIN_BASE_PATH);
}
