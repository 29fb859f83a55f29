import { redirect } from "react-router";
import { safeRedirectPath } from "~/lib/redirects";
import { themeCookie } from "~/lib/theme";
import { readForm } from "~/web/form-submission.server";
import type { Route } from "./+types/theme";

// The no-JavaScript path of the theme toggle: store the choice in the cookie and go back.
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const theme = form.get("theme") === "light" ? "light" : "dark";
  return redirect(safeRedirectPath(form.get("redirectTo")), { headers: { "Set-Cookie": themeCookie(theme) } });
}

export function loader() {
  return redirect("/");
}
