import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { endSession } from "~/.server/auth/sessions";

// Visitor spec: logout clears the session and returns to /.
export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endSession(request, "user") } });
}

export function loader() {
  return redirect("/");
}
