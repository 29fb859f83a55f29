import { redirect } from "react-router";
import { followSeries, unfollowSeries } from "~/domain/follows/commands.server";
import { FollowForm } from "~/domain/follows/schema";
import { runButtonForm } from "~/web/form-submission.server";
import { appContext } from "~/web/router-context.server";
import { readViewerForm } from "~/web/viewer-form.server";
import type { Route } from "./+types/follows";

// The follow button's post (JavaScript or not): follow or unfollow, then back to the page.
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { form, back, viewerId } = await readViewerForm(app, request);
  await runButtonForm(form, FollowForm, ({ series_id: seriesId, intent }) =>
    intent === "follow" ? followSeries(app, viewerId, seriesId) : unfollowSeries(app, viewerId, seriesId),
  );
  return redirect(back);
}

export function loader() {
  return redirect("/my-list");
}
