import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { readForm, refuseForm, submitForm, fileFormBytes } from "~/web/form-submission.server";
import { readImportForm } from "~/web/import-form.server";
import { DomainError, notFound } from "~/lib/refusals";
import { ErrorNotice } from "~/components/admin/notice";
import { SeriesChooser } from "~/components/admin/series-chooser";
import { RedirectHere, Screen } from "~/components/admin/screen";
import { SubmitButton } from "~/components/admin/submit-button";
import { useClientCheck } from "~/components/admin/use-client-check";
import { useRefused } from "~/components/admin/use-refused";
import { FormField } from "~/components/ui/form-field";
import { importEpisodes, planEpisodeImport } from "~/domain/episodes/bulk-import.server";
import { episodeAudit } from "~/domain/episodes/commands.server";
import { auditFacts } from "~/domain/audit/names";
import {
  EpisodeRangeInput,
  MAX_IMPORT_CHARS,
  MAX_IMPORT_ROWS,
  parseEpisodeFile,
  rangeRows,
  type RawEpisodeRow,
} from "~/domain/episodes/import-format";
import { findSeriesChoices, findSeriesChoicesByIds } from "~/domain/series/choices.server";
import { ImportFileFields, ImportPreview, type Preview } from "~/components/admin/import-preview";
import { EpisodeKindsForm } from "~/components/admin/episode-kinds-form";
import { EpisodeKindListsInput } from "~/domain/episodes/kind-lists";
import { readEpisodeKindLists, setEpisodeKinds } from "~/domain/episodes/kind-lists.server";
import { adminScreen } from "~/lib/admin-paths";
import { idField } from "~/lib/schema-fields";
import { z } from "zod";
import { translateRefusal } from "~/i18n/refusal-texts";
import { localized } from "~/lib/locale-paths";
import type { Route } from "./+types/import";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { app, base } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const seriesId = Number(params.get("series")) || null;
  const [found, chosen] = await Promise.all([findSeriesChoices(app, q), findSeriesChoicesByIds(app, seriesId ? [seriesId] : [])]);
  const kinds = chosen[0] ? await readEpisodeKindLists(app, chosen[0].id) : null;
  return {
    exportPath: `${adminScreen(base, "import")}/export`,
    seriesImportPath: `${adminScreen(base, "import")}/series`,
    episodesPath: adminScreen(base, "manage-episodes"),
    q,
    found: found.map(({ id, title }) => ({ id, title })),
    chosen: chosen[0] ? { id: chosen[0].id, title: chosen[0].title } : null,
    kinds,
  };
}

const noPreview = { preview: null as Preview | null };

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(3 * MAX_IMPORT_CHARS) });
  const intent = String(form.get("intent"));
  const seriesId = idField("Series").safeParse(form.get("series_id"));
  if (!seriesId.success) return refuseForm(form, new DomainError(400, "Choose a series"), noPreview);
  const [chosen] = await findSeriesChoicesByIds(app, [seriesId.data]);
  if (!chosen) return refuseForm(form, notFound("Series"), noPreview);
  const preview = async (rows: RawEpisodeRow[]) => {
    const plan = await planEpisodeImport(app, chosen.id, rows);
    return data({
      preview: {
        heading: chosen.title,
        keyHeading: m.admin_import_col_episode(),
        kind: "episodes",
        counts: plan.counts,
        payload: JSON.stringify(rows.map((row) => row.values)),
        rows: plan.rows.map(({ episode_number, ...row }) => ({
          ...row,
          reason: row.reason && translateRefusal(row.reason),
          key: episode_number,
        })),
        hidden: { series_id: chosen.id },
        cancelHref: `?series=${chosen.id}`,
      } satisfies Preview,
    });
  };
  if (intent === "kinds")
    return submitForm(
      form,
      EpisodeKindListsInput,
      async (lists) => {
        await setEpisodeKinds(app, chosen.id, lists);
        return done(form, {
          notice: m.admin_notice_kinds_saved(),
          audit: auditFacts(episodeAudit.kinds, chosen.id, `${chosen.title} (series ${chosen.id})`),
        });
      },
      { extra: noPreview },
    );
  if (intent === "range") return submitForm(form, EpisodeRangeInput, (range) => preview(rangeRows(range)), { extra: noPreview });
  const parsed = await readImportForm(form, MAX_IMPORT_CHARS, parseEpisodeFile);
  if (!parsed.ok) return refuseForm(form, new DomainError(400, parsed.problem), noPreview);
  const { rows } = parsed;
  if (intent !== "import") return preview(rows);
  return submitForm(
    form,
    z.object({}),
    async () => {
      const plan = await importEpisodes(app, chosen.id, rows);
      const counts = `${plan.counts.new} created, ${plan.counts.changed} updated, ${plan.counts.unchanged} unchanged`;
      return done(form, {
        notice: m.admin_notice_import_finished({
          created: plan.counts.new,
          updated: plan.counts.changed,
          unchanged: plan.counts.unchanged,
        }),
        audit: auditFacts(episodeAudit.import, chosen.id, `${chosen.title} (series ${chosen.id}): ${counts}`),
      });
    },
    { extra: noPreview },
  );
}

export default function BulkImport() {
  const { exportPath, seriesImportPath, episodesPath, q, found, chosen, kinds } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const preview = result?.preview ?? null;
  const { refused, typed, fieldError } = useRefused();
  const ranged = refused?.intent === "range";
  // The range form shows what a refused range typed, else its patterns' defaults.
  const rangeCheck = useClientCheck(["range"], () => import("~/domain/episodes/import-format").then((module) => module.EpisodeRangeInput));
  const rangeField = (name: string, fallback = "") => ({
    name,
    defaultValue: ranged ? typed(name) : fallback,
    error: rangeCheck.clientError(name) ?? (ranged ? fieldError(name) : undefined),
  });
  return (
    <Screen
      title={m.admin_nav_import()}
      actions={
        <Link to={seriesImportPath} className="btn-ghost">
          {m.admin_import_series_link()}
        </Link>
      }
    >
      <ErrorNotice error={refused?.error} />
      <SeriesChooser q={q} found={found} chosen={chosen} submitLabel={m.admin_import_choose()} />
      {preview ? (
        <ImportPreview preview={preview} />
      ) : !chosen ? (
        <p className="panel text-sm text-slate-600 dark:text-slate-400">{m.admin_import_choose_series()}</p>
      ) : (
        <>
          <div className="panel flex flex-wrap items-center gap-3 text-sm">
            <h2 className="font-semibold">{m.admin_import_export_heading({ title: chosen.title })}</h2>
            <a href={localized(`${exportPath}?series=${chosen.id}&format=csv`)} className="btn-ghost" download>
              {m.admin_download_csv()}
            </a>
            <a href={localized(`${exportPath}?series=${chosen.id}&format=json`)} className="btn-ghost" download>
              {m.admin_download_json()}
            </a>
          </div>
          <Form method="post" encType="multipart/form-data" className="panel grid gap-3">
            <RedirectHere />
            <input type="hidden" name="series_id" value={chosen.id} />
            <h2 className="font-semibold">{m.admin_import_episodes_heading({ title: chosen.title })}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {m.admin_import_episodes_help_before()}
              <code>servers</code>
              {m.admin_import_episodes_help_after({ max: MAX_IMPORT_ROWS })}
            </p>
            <ImportFileFields />
          </Form>
          <Form method="post" className="panel grid gap-3 sm:grid-cols-2 lg:grid-cols-4" {...rangeCheck.formProps}>
            <RedirectHere />
            <input type="hidden" name="series_id" value={chosen.id} />
            <h2 className="font-semibold sm:col-span-2 lg:col-span-4">{m.admin_import_range_heading()}</h2>
            <FormField label={m.admin_field_from_episode()} type="number" min={1} required {...rangeField("from")} />
            <FormField label={m.admin_field_to_episode()} type="number" min={1} required {...rangeField("to")} />
            <FormField label={m.admin_field_server_label()} {...rangeField("label", "Server 1")} />
            <FormField label={m.admin_field_title_pattern()} {...rangeField("title_pattern", "Episode {n}")} />
            <FormField
              label={m.admin_import_link_pattern({ token: "{n}" })}
              type="text"
              required
              placeholder="https://cdn.example.com/show/{n}.mp4"
              className="sm:col-span-2"
              {...rangeField("url_pattern")}
            />
            <FormField
              label={m.admin_field_description_pattern()}
              className="sm:col-span-2"
              {...rangeField("description", "Episode {n}.")}
            />
            <div className="sm:col-span-2 lg:col-span-4">
              <SubmitButton intent="range" busyLabel={m.admin_reading()}>
                {m.admin_preview()}
              </SubmitButton>
            </div>
          </Form>
          {kinds ? <EpisodeKindsForm series={chosen} stored={kinds} /> : null}
          <p className="text-sm">
            <Link to={`${episodesPath}?series=${chosen.id}`} className="underline">
              {m.admin_import_manage_episodes_of({ title: chosen.title })}
            </Link>
          </p>
        </>
      )}
    </Screen>
  );
}
