import { redirect } from "react-router";
import { signOut } from "~/web/sessions.server";
import { appContext } from "~/web/router-context.server";
import { readForm } from "~/web/form-submission.server";
import type { Route } from "./+types/logout";

// Visitor spec: logout clears the session and returns to /. The profile's "Sign out everywhere"
// posts here with everywhere=1.
export async function action({ request, context }: Route.ActionArgs) {
  const everywhere = (await readForm(request)).get("everywhere") === "1";
  return redirect(everywhere ? "/login" : "/", {
    headers: { "Set-Cookie": await signOut(request, context.get(appContext), "user", { everywhere }) },
  });
}

export function loader() {
  return redirect("/");
}
