import { useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm, fileFormBytes } from "~/web/form-submission.server";
import { withFormImage } from "~/web/form-upload.server";
import { ErrorNotice } from "~/components/admin/notice";
import { Screen } from "~/components/admin/screen";
import { SeriesForm } from "~/components/admin/series-form";
import { useRefused } from "~/components/admin/use-refused";
import { listGenres } from "~/domain/genres/queries.server";
import { seriesCover, seriesFields } from "~/web/series-form.server";
import { createSeries, seriesAudit } from "~/domain/series/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { SeriesCreateInput } from "~/domain/series/schema";
import { UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import type { Route } from "./+types/add-series";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  return { genres: await listGenres(app) };
}

// Also the target of the "Add New Series" dialog on Manage Series.
export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(UPLOAD_LIMITS.cover) });
  return submitForm(
    form,
    SeriesCreateInput,
    async (input) => {
      const created = await createSeries(app, await withFormImage(app, form, seriesCover, input));
      return done(form, {
        notice: m.admin_notice_series_added({ title: created.title }),
        audit: auditFacts(seriesAudit.create, created.id),
      });
    },
    { fields: seriesFields(form) },
  );
}

export default function AddSeries() {
  const { genres } = useLoaderData<typeof loader>();
  const { refused } = useRefused();
  return (
    <Screen title={m.admin_nav_add_series()}>
      <ErrorNotice error={refused ? m.admin_series_add_failed({ error: refused.error }) : undefined} />
      <div className="panel">
        <SeriesForm genres={genres} />
      </div>
    </Screen>
  );
}
