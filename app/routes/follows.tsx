import { redirect } from "react-router";
import { followSeries, unfollowSeries } from "~/domain/follows/commands.server";
import { FollowForm } from "~/domain/follows/schema";
import { safeRedirectPath } from "~/lib/redirects";
import { readForm, runButtonForm } from "~/web/form-submission.server";
import { appContext } from "~/web/router-context.server";
import { signedInViewer } from "~/web/account-json.server";
import type { Route } from "./+types/follows";

// The follow button's post (JavaScript or not): follow or unfollow, then back to the page. A
// viewer who is not signed in is sent to sign in, and from there back to the page.
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  const back = safeRedirectPath(form.get("redirectTo"));
  const viewerId = await signedInViewer(app, request);
  if (viewerId === null) return redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  await runButtonForm(form, FollowForm, ({ series_id: seriesId, intent }) =>
    intent === "follow" ? followSeries(app, viewerId, seriesId) : unfollowSeries(app, viewerId, seriesId),
  );
  return redirect(back);
}

export function loader() {
  return redirect("/my-list");
}
