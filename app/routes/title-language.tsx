import { redirect } from "react-router";
import { setTitleLanguage } from "~/domain/users/account.server";
import { TitleLanguageChoice } from "~/domain/users/schema";
import { choiceCookie } from "~/lib/cookies";
import { safeRedirectPath } from "~/lib/redirects";
import { TITLE_LANGUAGE_COOKIE } from "~/lib/vocabulary/title-languages";
import { readForm, runButtonForm } from "~/web/form-submission.server";
import { appContext } from "~/web/router-context.server";
import { readViewer } from "~/web/viewer.server";
import type { Route } from "./+types/title-language";

/**
 * The footer's title-language form (decision 046), with or without JavaScript: the choice goes on
 * the account of a signed-in viewer, and into a cookie for this browser; "as named" drops the
 * cookie, so the browser's pages are shared from the cache again. Then back to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  const session = await readViewer(request, app);
  let choice = "as_named";
  await runButtonForm(form, TitleLanguageChoice, async ({ title_language }) => {
    choice = title_language;
    if (session.state === "signed-in") await setTitleLanguage(app, session.viewer.id, title_language);
  });
  const cookie = choiceCookie(request, TITLE_LANGUAGE_COOKIE, choice === "as_named" ? null : choice);
  return redirect(safeRedirectPath(form.get("redirectTo")), { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/");
}
