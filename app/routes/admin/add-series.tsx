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
import { createSeriesFromSource } from "~/domain/series-sources/commands.server";
import { fromSourceOf, sourceLookupOf } from "~/web/series-source-page.server";
import { SeriesSourceFinder, SourcePickFields } from "~/components/admin/series-source-finder";
import { auditFacts } from "~/domain/audit/names";
import { SeriesCreateInput } from "~/domain/series/schema";
import { UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import type { Route } from "./+types/add-series";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const genres = await listGenres(app);
  return { genres, lookup: await sourceLookupOf(app, new URL(args.request.url).searchParams, genres) };
}

// Also the target of the "Add New Series" dialog on Manage Series.
export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(UPLOAD_LIMITS.cover) });
  return submitForm(
    form,
    SeriesCreateInput,
    async (input) => {
      const fields = await withFormImage(app, form, seriesCover, input);
      const fromSource = fromSourceOf(form, fields);
      const created = fromSource ? await createSeriesFromSource(app, fromSource) : await createSeries(app, fields);
      return done(form, {
        notice: m.admin_notice_series_added({ title: created.title }),
        audit: auditFacts(seriesAudit.create, created.id),
      });
    },
    { fields: seriesFields(form) },
  );
}

export default function AddSeries() {
  const { genres, lookup } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  const { pick } = lookup;
  return (
    <Screen title={m.admin_nav_add_series()}>
      <ErrorNotice error={failure(m.admin_series_add_failed)} />
      <ErrorNotice error={lookup.error ? m.admin_source_failed({ error: lookup.error }) : undefined} />
      <SeriesSourceFinder sources={lookup.sources} source={lookup.source} text={lookup.text} candidates={lookup.candidates} />
      <div className="panel">
        {/* A new key per pick: the form's fields take the new series' values. */}
        <SeriesForm key={pick ? `${pick.from.source}-${pick.from.id}` : "typed"} genres={genres} filled={pick?.filled}>
          {pick ? <SourcePickFields preview={pick.preview} from={pick.from} missingGenres={pick.missingGenres} /> : null}
        </SeriesForm>
      </div>
    </Screen>
  );
}
