import { redirect } from "react-router";
import { removeListEntry, setListEntry } from "~/domain/lists/commands.server";
import { ListEntryForm } from "~/domain/lists/schema";
import { runButtonForm } from "~/web/form-submission.server";
import { appContext } from "~/web/router-context.server";
import { readViewerForm } from "~/web/viewer-form.server";
import type { Route } from "./+types/my-list_.entry";

// The list controls' post (JavaScript or not): save or remove the series' entry, then back to the page.
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { form, back, viewerId } = await readViewerForm(app, request);
  await runButtonForm(form, ListEntryForm, (input) =>
    input.intent === "save" ? setListEntry(app, viewerId, input.series_id, input) : removeListEntry(app, viewerId, input.series_id),
  );
  return redirect(back);
}

export function loader() {
  return redirect("/my-list");
}
