import { redirect } from "react-router";
import { removeListEntry, setListEntry } from "~/domain/lists/commands.server";
import { ListEntryForm } from "~/domain/lists/schema";
import { safeRedirectPath } from "~/lib/redirects";
import { signedInViewer } from "~/web/account-json.server";
import { readForm, runButtonForm } from "~/web/form-submission.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/my-list_.entry";

// The list controls' post (JavaScript or not): save or remove the series' entry, then back to
// the page. A viewer who is not signed in is sent to sign in, and from there back to the page.
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  const back = safeRedirectPath(form.get("redirectTo"));
  const viewerId = await signedInViewer(app, request);
  if (viewerId === null) return redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  await runButtonForm(form, ListEntryForm, (input) =>
    input.intent === "save" ? setListEntry(app, viewerId, input.series_id, input) : removeListEntry(app, viewerId, input.series_id),
  );
  return redirect(back);
}

export function loader() {
  return redirect("/my-list");
}
