import { redirect } from "react-router";
import { safeRedirectPath } from "~/lib/redirects";
import { tvCookie } from "~/lib/tv-mode";
import { readForm } from "~/web/form-submission.server";
import type { Route } from "./+types/tv-mode";

// The footer's TV mode switch (decision 064): store the choice in the cookie the page's first
// script reads, and go back. A television's browser is in TV mode until its viewer turns it off.
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": tvCookie(form.get("tv") === "on" ? "on" : "off") },
  });
}

export function loader() {
  return redirect("/");
}
