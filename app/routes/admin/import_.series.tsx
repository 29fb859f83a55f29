import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { DomainError } from "~/lib/refusals";
import { ImportFileFields, ImportPreview, type Preview } from "~/components/admin/import-preview";
import { ErrorNotice } from "~/components/admin/notice";
import { RedirectHere, Screen } from "~/components/admin/screen";
import { importSeries, planSeriesImport } from "~/domain/series/bulk-import.server";
import { seriesAudit } from "~/domain/series/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { MAX_SERIES_CHARS, MAX_SERIES_ROWS, parseSeriesFile, SERIES_CSV_COLUMNS } from "~/domain/series/import-format";
import { adminScreen } from "~/lib/admin-paths";
import { useRefused } from "~/components/admin/use-refused";
import { z } from "zod";
import { translateRefusal } from "~/i18n/refusal-texts";
import { localized } from "~/lib/locale-paths";
import { readForm, refuseForm, submitForm, fileFormBytes } from "~/web/form-submission.server";
import { readImportForm } from "~/web/import-form.server";
import type { Route } from "./+types/import_.series";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { base } = await requireAdminPage(args);
  return { exportPath: `${adminScreen(base, "import")}/series/export`, episodesPath: adminScreen(base, "import") };
}

const noPreview = { preview: null as Preview | null };

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(3 * MAX_SERIES_CHARS) });
  const intent = String(form.get("intent"));
  const parsed = await readImportForm(form, MAX_SERIES_CHARS, parseSeriesFile);
  if (!parsed.ok) return refuseForm(form, new DomainError(400, parsed.problem), noPreview);
  if (intent !== "import") {
    const plan = await planSeriesImport(app, parsed.rows);
    const preview: Preview = {
      heading: m.admin_import_series_heading(),
      keyHeading: m.admin_import_col_slug(),
      kind: "series",
      counts: plan.counts,
      payload: JSON.stringify(parsed.rows.map((row) => row.values)),
      rows: plan.rows.map(({ slug, ...row }) => ({ ...row, reason: row.reason && translateRefusal(row.reason), key: slug })),
      hidden: {},
      cancelHref: "?",
    };
    return data({ preview });
  }
  return submitForm(
    form,
    z.object({}),
    async () => {
      const plan = await importSeries(app, parsed.rows);
      const counts = `${plan.counts.new} created, ${plan.counts.changed} updated, ${plan.counts.unchanged} unchanged`;
      return done(form, {
        notice: m.admin_notice_series_import_finished({
          created: plan.counts.new,
          updated: plan.counts.changed,
          unchanged: plan.counts.unchanged,
        }),
        audit: auditFacts(seriesAudit.import, null, `Series import: ${counts}`),
      });
    },
    { extra: noPreview },
  );
}

export default function SeriesImport() {
  const { exportPath, episodesPath } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const preview = result?.preview ?? null;
  return (
    <Screen
      title={m.admin_import_series_title()}
      actions={
        <Link to={episodesPath} className="btn-ghost">
          {m.admin_import_episodes_link()}
        </Link>
      }
    >
      <ErrorNotice error={useRefused().refused?.error} />
      {preview ? (
        <ImportPreview preview={preview} />
      ) : (
        <>
          <div className="panel flex flex-wrap items-center gap-3 text-sm">
            <h2 className="font-semibold">{m.admin_import_export_catalogue()}</h2>
            <a href={localized(`${exportPath}?format=csv`)} className="btn-ghost" download>
              {m.admin_download_csv()}
            </a>
            <a href={localized(`${exportPath}?format=json`)} className="btn-ghost" download>
              {m.admin_download_json()}
            </a>
          </div>
          <Form method="post" encType="multipart/form-data" className="panel grid gap-3">
            <RedirectHere />
            <h2 className="font-semibold">{m.admin_import_series_link()}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {m.admin_import_series_help({ columns: SERIES_CSV_COLUMNS.join(", "), max: MAX_SERIES_ROWS })}
            </p>
            <ImportFileFields />
          </Form>
        </>
      )}
    </Screen>
  );
}
