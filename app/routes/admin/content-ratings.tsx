import { Form, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm } from "~/web/form-submission.server";
import { SelectField } from "~/components/admin/fields";
import { ErrorNotice } from "~/components/admin/notice";
import { RedirectHere, Screen } from "~/components/admin/screen";
import { SubmitButton } from "~/components/admin/submit-button";
import { useClientCheck } from "~/components/admin/use-client-check";
import { fieldsOf, useRefused } from "~/components/admin/use-refused";
import { saveRatingCaps, settingsAudit } from "~/domain/settings/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { getRatingCaps } from "~/domain/settings/queries.server";
import { RatingCapsInput } from "~/domain/settings/schema";
import { RATING_NAMES, seriesRatings } from "~/lib/vocabulary/series";
import type { Route } from "./+types/content-ratings";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  return getRatingCaps(app);
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitForm(form, RatingCapsInput, async (input) => {
    await saveRatingCaps(app, input);
    return done(form, { notice: m.admin_notice_saved(), audit: auditFacts(settingsAudit.ratingCaps, 1) });
  });
}

const ratingOptions = seriesRatings.map((rating) => ({ value: rating, label: RATING_NAMES[rating] }));

export default function ContentRatingsScreen() {
  const caps = useLoaderData<typeof loader>();
  const { typed, failure } = useRefused();
  const check = useClientCheck(["save"], () => import("~/domain/settings/schema").then((module) => module.RatingCapsInput));
  const field = fieldsOf(typed, check.fieldError);
  return (
    <Screen title={m.admin_nav_content_ratings()}>
      <ErrorNotice error={failure(m.admin_save_failed)} />
      <Form method="post" className="panel grid max-w-2xl gap-4" {...check.formProps}>
        <RedirectHere />
        <p className="text-sm text-slate-600 dark:text-slate-400">{m.admin_content_ratings_intro()}</p>
        <SelectField label={m.admin_content_ratings_site()} {...field("rating_cap", caps.rating_cap)} options={ratingOptions} />
        <SelectField
          label={m.admin_content_ratings_visitors()}
          {...field("visitor_rating_cap", caps.visitor_rating_cap)}
          options={ratingOptions}
          empty={m.admin_content_ratings_as_site()}
        />
        <div>
          <SubmitButton intent="save" busyLabel={m.admin_saving()}>
            {m.admin_save()}
          </SubmitButton>
        </div>
      </Form>
    </Screen>
  );
}
