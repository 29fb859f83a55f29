import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { DomainError } from "~/lib/refusals";
import { ImportFileFields, ImportPreview, type Preview } from "~/components/admin/import-preview";
import { ErrorNotice } from "~/components/admin/notice";
import { RedirectHere, Screen } from "~/components/admin/screen";
import { importSeries, planSeriesImport } from "~/domain/series/bulk-import.server";
import { seriesAudit } from "~/domain/series/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { MAX_SERIES_CHARS, MAX_SERIES_ROWS, parseSeriesFile, SERIES_COLUMNS } from "~/domain/series/import-format";
import { adminScreen } from "~/lib/admin-paths";
import { useRefused } from "~/components/admin/use-refused";
import { z } from "zod";
import { readForm, refuseForm, submitForm, fileFormBytes } from "~/web/form-submission.server";
import type { Route } from "./+types/import_.series";

export async function loader(args: Route.LoaderArgs) {
  const { base } = await requireAdminPage(args);
  return { exportPath: `${adminScreen(base, "import")}/series/export`, episodesPath: adminScreen(base, "import") };
}

const noPreview = { preview: null as Preview | null };
const refuse = (form: FormData, problem: string) => refuseForm(form, new DomainError(400, problem), noPreview);

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(3 * MAX_SERIES_CHARS) });
  const intent = String(form.get("intent"));
  const file = form.get("file");
  const upload = file instanceof File && file.size > 0 ? file : null;
  if (upload && upload.size > MAX_SERIES_CHARS) return refuse(form, `The file is larger than ${MAX_SERIES_CHARS / 1_000_000} MB`);
  // The confirm step sends back the rows it previewed, as JSON; they are read and checked again.
  const parsed = parseSeriesFile(
    intent === "import" ? String(form.get("payload") ?? "") : upload ? await upload.text() : String(form.get("text") ?? ""),
  );
  if (!parsed.ok) return refuse(form, parsed.problem);
  if (intent !== "import") {
    const plan = await planSeriesImport(app, parsed.rows);
    const preview: Preview = {
      heading: "series of the catalogue",
      keyHeading: "Slug",
      noun: ["series", "series"],
      counts: plan.counts,
      payload: JSON.stringify(parsed.rows.map((row) => row.values)),
      rows: plan.rows.map(({ slug, ...row }) => ({ ...row, key: slug })),
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
        notice: `Series import finished: ${counts}`,
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
      title="Bulk Import: series"
      actions={
        <Link to={episodesPath} className="btn-ghost">
          Episodes
        </Link>
      }
    >
      <ErrorNotice error={useRefused().refused?.error} />
      {preview ? (
        <ImportPreview preview={preview} />
      ) : (
        <>
          <div className="panel flex flex-wrap items-center gap-3 text-sm">
            <h2 className="font-semibold">Export the catalogue</h2>
            <a href={`${exportPath}?format=csv`} className="btn-ghost" download>
              Download CSV
            </a>
            <a href={`${exportPath}?format=json`} className="btn-ghost" download>
              Download JSON
            </a>
          </div>
          <Form method="post" encType="multipart/form-data" className="panel grid gap-3">
            <RedirectHere />
            <h2 className="font-semibold">Import series</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              CSV with a header row ({SERIES_COLUMNS.join(", ")}) or JSON (a list of series). A row finds its series by slug, or by the slug
              its title makes; a series not found is added (title and description required). Tags and genres are comma-separated; genres by
              name. A column left out keeps each series' value. Covers are uploaded on the series' own page. Up to {MAX_SERIES_ROWS} series.
            </p>
            <ImportFileFields />
          </Form>
        </>
      )}
    </Screen>
  );
}
