import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { signOut } from "~/web/sessions.server";

// Visitor spec: logout clears the session and returns to /. The profile's "Sign out everywhere"
// posts here with everywhere=1.
export async function action({ request, context }: ActionFunctionArgs) {
  const everywhere = (await request.formData()).get("everywhere") === "1";
  return redirect(everywhere ? "/login" : "/", { headers: { "Set-Cookie": await signOut(request, context.app, "user", { everywhere }) } });
}

export function loader() {
  return redirect("/");
}
