import { redirect } from "react-router";
import type { AppContext } from "~/.server/context";
import { loginReturningTo, safeRedirectPath } from "~/lib/redirects";
import { signedInViewer } from "./account-json.server";
import { readForm } from "./form-submission.server";

/**
 * A viewer's button form that goes back to its page (follow, the list controls): its fields, the
 * page to go back to, and the signed-in viewer. A visitor who is not signed in is sent to sign
 * in, and from there back to the page.
 */
export async function readViewerForm(app: AppContext, request: Request) {
  const form = await readForm(request);
  const back = safeRedirectPath(form.get("redirectTo"));
  const viewerId = await signedInViewer(app, request);
  if (viewerId === null) throw redirect(loginReturningTo(back));
  return { form, back, viewerId };
}
