import { data, Link, useActionData, useLoaderData } from "react-router";
import { Picture } from "~/components/ui/picture";
import { NO_IMAGE } from "~/lib/images";
import { RecordIdInput, requireAdminPage } from "~/web/admin-page.server";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { EpisodeKindTag } from "~/components/episode/episode-kind-tag";
import { EpisodeForm, type EpisodeDraft, emptyServerRow, type ServerRow } from "~/components/admin/episode-form";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav, paging } from "~/components/admin/page-nav";
import { SeriesChooser } from "~/components/admin/series-chooser";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { SubtitleUploadForm } from "~/components/admin/subtitle-upload-form";
import { useRefused } from "~/components/admin/use-refused";
import { createEpisode, deleteEpisode, episodeAudit, updateEpisode } from "~/domain/episodes/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { findEpisodePage, getEpisodeById } from "~/domain/episodes/queries.server";
import { EpisodeCreateInput, EpisodeEditForm, MAX_SERVERS } from "~/domain/episodes/schema";
import { findSeriesChoices, findSeriesChoicesByIds } from "~/domain/series/choices.server";
import { addSubtitleTrack, subtitleAudit } from "~/domain/subtitles/commands.server";
import { AddSubtitleInput } from "~/lib/subtitle-tracks";
import { formFile, type FormImage, withFormImage } from "~/web/form-upload.server";
import { formFields } from "~/lib/forms";
import { z } from "zod";
import { readForm, submitForm, unknownIntent, fileFormBytes } from "~/web/form-submission.server";
import { UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import type { Route } from "./+types/manage-episodes";
import { m } from "~/paraglide/messages";

const SIZES = [25, 50, 100] as const;
// A chosen thumbnail file is stored as an upload and wins over the typed link; none chosen keeps the link.
const thumbnailImage: FormImage = { kind: "thumbnail", file: "thumbnail_file", address: "thumbnail" };

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const seriesId = Number(params.get("series")) || null;
  const { size, page, offset } = paging(params, SIZES, 50);
  const [found, chosen, episodes, editing] = await Promise.all([
    findSeriesChoices(app, q),
    findSeriesChoicesByIds(app, seriesId ? [seriesId] : []),
    seriesId ? findEpisodePage(app, seriesId, { limit: size, offset }) : Promise.resolve({ items: [], total: 0 }),
    params.get("edit") ? getEpisodeById(app, Number(params.get("edit"))) : Promise.resolve(undefined),
  ]);
  return {
    q,
    seriesId,
    found: found.map(({ id, title }) => ({ id, title })),
    chosen: chosen[0] ?? null,
    episodes: episodes.items,
    hasNext: offset + size < episodes.total,
    page,
    size,
    editing: editing && editing.series_id === seriesId ? editing : null,
    adding: params.get("add") === "1",
  };
}

function rowsFrom(form: FormData): ServerRow[] {
  const urls = form.getAll("server_url").map(String);
  const types = form.getAll("server_type").map(String);
  const audios = form.getAll("server_audio").map(String);
  const audioLangs = form.getAll("server_audio_lang").map(String);
  return form.getAll("server_label").map((label, index) => ({
    label: String(label),
    url: urls[index] ?? "",
    type: types[index] ?? "",
    audio: audios[index] ?? "",
    audio_lang: audioLangs[index] ?? "",
  }));
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(UPLOAD_LIMITS.thumbnail) });
  const intent = String(form.get("intent"));
  const servers = rowsFrom(form);
  const fields = formFields(form) as Record<string, string>;
  // Adding and removing server rows only reshape the unsaved form; at least one row stays.
  if (intent === "add-row")
    return data({
      draft: { fields, servers: servers.length < MAX_SERVERS ? [...servers, emptyServerRow] : servers } satisfies EpisodeDraft,
    });
  if (intent.startsWith("remove-row-"))
    return data({
      draft: {
        fields,
        servers: servers.length > 1 ? servers.filter((_, i) => i !== Number(intent.slice(11))) : servers,
      } satisfies EpisodeDraft,
    });
  // A refused episode form comes back as it was typed, its server rows too.
  const extra = { draft: { fields, servers } satisfies EpisodeDraft };
  switch (intent) {
    case "create":
      // The add flow sends only the server rows that have a url.
      return submitForm(
        form,
        EpisodeCreateInput,
        async (input) => {
          const created = await createEpisode(app, await withFormImage(app, form, thumbnailImage, input));
          return done(form, {
            notice: m.admin_notice_episode_added({ number: created.episode_number }),
            audit: auditFacts(episodeAudit.create, created.id),
          });
        },
        { fields: { ...fields, servers: servers.filter((row) => row.url.trim()) }, extra },
      );
    case "update":
      return submitForm(
        form,
        z.intersection(RecordIdInput, EpisodeEditForm),
        async ({ id, ...input }) => {
          const saved = await updateEpisode(app, id, await withFormImage(app, form, thumbnailImage, input));
          return done(form, {
            notice: m.admin_notice_episode_saved({ number: saved.episode_number }),
            audit: auditFacts(episodeAudit.update, id),
          });
        },
        { fields: { ...fields, servers }, extra },
      );
    case "add-subtitle":
      // A refused subtitle track leaves the episode form as it was saved.
      return submitForm(
        form,
        z.intersection(RecordIdInput, AddSubtitleInput),
        async ({ id, ...input }) => {
          const saved = await addSubtitleTrack(app, id, input, await formFile(form.get("file")));
          return done(form, {
            notice: m.admin_notice_subtitle_added({ number: saved.episode_number }),
            audit: auditFacts(subtitleAudit.create, id),
          });
        },
        { extra: { draft: undefined } },
      );
    case "delete":
      return submitForm(
        form,
        RecordIdInput,
        async ({ id }) => {
          await deleteEpisode(app, id);
          return done(form, { notice: m.admin_notice_episode_deleted(), audit: auditFacts(episodeAudit.delete, id) });
        },
        { extra },
      );
  }
  return unknownIntent(form, extra);
}

export default function ManageEpisodes() {
  const { q, found, chosen, episodes, hasNext, page, size, editing, adding } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { fieldError, failure } = useRefused();
  const draft = result?.draft ?? null;
  const failed = failure(m.admin_episode_add_failed, {
    delete: m.admin_episode_delete_failed,
    update: m.admin_episode_update_failed,
    "add-subtitle": m.admin_subtitle_add_failed,
  });
  const formOpen = Boolean(editing || adding || draft);
  return (
    <Screen title={m.admin_nav_manage_episodes()}>
      <ErrorNotice error={failed} />
      <SeriesChooser q={q} found={found} chosen={chosen} submitLabel={m.admin_episodes_show()} />
      {chosen ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{chosen.title}</h2>
            <Link to={`?series=${chosen.id}&add=1`} className="btn-primary">
              {m.admin_episode_add_new()}
            </Link>
          </div>
          {formOpen ? <EpisodeForm seriesId={chosen.id} episode={editing} draft={draft} /> : null}
          {editing ? <SubtitleUploadForm episodeId={editing.id} error={fieldError} /> : null}
          <AdminTable
            headers={[
              m.admin_col_image(),
              m.admin_episodes_col_number(),
              m.admin_field_title(),
              m.admin_field_description(),
              m.admin_episodes_col_release(),
              m.admin_actions(),
            ]}
            empty={episodes.length === 0 ? m.admin_episodes_none() : null}
          >
            {episodes.map((episode) => (
              <tr key={episode.id}>
                <td>
                  <Picture
                    src={episode.thumbnail || chosen.cover_image || NO_IMAGE}
                    alt=""
                    width={64}
                    height={36}
                    className="h-9 w-16 rounded object-cover"
                  />
                </td>
                <td>{episode.episode_number}</td>
                <td className="font-medium">
                  {episode.title} <EpisodeKindTag kind={episode.kind} />
                </td>
                <td className="max-w-xs">
                  <span className="line-clamp-2">{episode.description}</span>
                </td>
                <td>{episode.release_date ?? "—"}</td>
                <RowActions>
                  <Link to={`?series=${chosen.id}&edit=${episode.id}`} className="btn-ghost px-3 py-1.5">
                    {m.admin_edit()}
                  </Link>
                  <DeleteRowAction id={episode.id} question={m.admin_episode_delete_question({ number: episode.episode_number })} />
                </RowActions>
              </tr>
            ))}
          </AdminTable>
          <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
        </>
      ) : (
        <p className="panel text-sm text-slate-600 dark:text-slate-400">{m.admin_episodes_choose_series()}</p>
      )}
    </Screen>
  );
}
