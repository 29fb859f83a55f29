// The episode form of Manage Episodes (add and edit), like the series form beside it: what was
// typed (a draft the action handed back: a refused save, a server row added or removed) wins over
// the saved episode.
import { Form } from "react-router";
import type { EpisodeWithServers } from "~/domain/episodes/present.server";
import { MAX_SERVERS } from "~/domain/episodes/schema";
import { subtitleTracksToLines } from "~/lib/subtitle-tracks";
import { serverTypes } from "~/lib/video";
import { seriesLanguages } from "~/lib/vocabulary/series";
import { serverAudios } from "~/lib/vocabulary/server-audio";
import { episodeKinds } from "~/lib/vocabulary/episode-kinds";
import { FormField } from "~/components/ui/form-field";
import { SelectField, TextareaField } from "./fields";
import { RedirectHere } from "./screen";
import { SkipRangeFields } from "./skip-range-fields";
import { AddOrSaveButtons, SubmitButton } from "./submit-button";
import { fieldsOf, useRefused } from "./use-refused";
import { audioLabel, statusLabel } from "~/i18n/catalogue-labels";
import { m } from "~/paraglide/messages";
import type { EpisodeKind } from "~/lib/vocabulary/episode-kinds";

export type ServerRow = { label: string; url: string; type: string; audio: string; audio_lang: string };
/** What the form held when the action answered instead of saving. */
export type EpisodeDraft = { fields: Record<string, string>; servers: ServerRow[] };
export const emptyServerRow: ServerRow = { label: "", url: "", type: "", audio: "sub", audio_lang: "" };
// The audio words as the catalogue names them (Sub, Dub, Raw), each server's stored lowercase.
// An episode's kind (decision 050): canon by the admin's word, the others as the pages name them.
const kindWords: Record<EpisodeKind, () => string> = {
  canon: m.admin_episode_kind_canon,
  filler: m.episode_kind_filler,
  recap: m.episode_kind_recap,
  mixed: m.episode_kind_mixed,
};
const kindOptions = episodeKinds.map((value) => ({ value, label: kindWords[value]() }));
const audioOptions = serverAudios.map((value) => ({ value, label: audioLabel(`${value[0]!.toUpperCase()}${value.slice(1)}`) }));

export function EpisodeForm({
  seriesId,
  episode,
  draft,
}: {
  seriesId: number;
  episode: EpisodeWithServers | null;
  draft: EpisodeDraft | null;
}) {
  // What a field shows: what the action handed back, else the saved episode's value.
  const typed = (name: string, stored: string | number | null | undefined = "") => draft?.fields[name] ?? (stored ?? "").toString();
  const { fieldError } = useRefused();
  const field = fieldsOf(typed, fieldError);
  const servers =
    draft?.servers ??
    (episode?.servers.length ? episode.servers.map((server) => ({ ...server, audio_lang: server.audio_lang ?? "" })) : [emptyServerRow]);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="panel grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      key={JSON.stringify(draft ?? episode?.id ?? "new")}
    >
      <RedirectHere />
      <input type="hidden" name="series_id" value={seriesId} />
      {episode ? <input type="hidden" name="id" value={episode.id} /> : null}
      <h2 className="font-semibold sm:col-span-2 lg:col-span-4">
        {episode ? m.admin_episode_edit_heading({ number: episode.episode_number }) : m.admin_episode_add_new()}
      </h2>
      <FormField
        label={m.admin_field_episode_number()}
        {...field("episode_number", episode?.episode_number)}
        type="number"
        min={1}
        required
      />
      <FormField label={m.admin_field_title()} {...field("title", episode?.title)} required className="sm:col-span-2" />
      <FormField label={m.admin_field_release_date()} {...field("release_date", episode?.release_date)} type="date" required />
      <TextareaField
        label={m.admin_field_description()}
        {...field("description", episode?.description)}
        required
        rows={3}
        className="sm:col-span-2 lg:col-span-4"
      />
      <FormField label={m.admin_episode_thumbnail_link()} {...field("thumbnail", episode?.thumbnail)} />
      <FormField
        label={m.admin_episode_thumbnail_image()}
        name="thumbnail_file"
        type="file"
        accept="image/*"
        hint={m.admin_episode_thumbnail_hint()}
        error={fieldError("thumbnail_file")}
      />
      <FormField label={m.field_duration()} name="duration" defaultValue={typed("duration", episode?.duration)} placeholder="24m" />
      <FormField
        label={m.admin_field_status()}
        name="status"
        defaultValue={typed("status", episode?.status)}
        placeholder={statusLabel("Completed")}
      />
      <SelectField
        label={m.admin_field_language()}
        name="language"
        options={seriesLanguages.map((value) => ({ value, label: audioLabel(value) }))}
        empty="—"
        defaultValue={typed("language", episode?.language)}
      />
      <SelectField
        label={m.admin_field_kind()}
        name="kind"
        options={kindOptions}
        defaultValue={typed("kind", episode?.kind ?? "canon")}
        error={fieldError("kind")}
      />
      <FormField label={m.admin_field_quality()} name="quality" defaultValue={typed("quality", episode?.quality)} placeholder="HD" />
      <FormField
        label={m.admin_episode_video_link()}
        name="video_url"
        type="url"
        defaultValue={typed("video_url", episode?.video_url)}
        className="sm:col-span-3"
      />
      <SkipRangeFields
        legend={m.admin_episode_skip_legend()}
        field={(name) => ({ ...field(name, episode?.[name]), id: `episode-${name}` })}
      />
      <TextareaField
        label={m.admin_episode_subtitle_tracks()}
        {...field("subtitles", subtitleTracksToLines(episode?.subtitles ?? []))}
        hint={m.admin_episode_subtitle_tracks_hint()}
        rows={2}
        className="sm:col-span-2 lg:col-span-4"
      />
      <fieldset className="space-y-2 sm:col-span-2 lg:col-span-4" aria-describedby="episode-servers-hint">
        <legend className="label">{m.admin_episode_servers_legend()}</legend>
        <p id="episode-servers-hint" className="text-xs text-slate-600 dark:text-slate-400">
          {m.admin_episode_servers_hint()}
        </p>
        {servers.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a server row is its position (the form names its fields servers[N])
          <div key={index} className="flex flex-wrap items-end gap-2">
            <FormField
              label={m.admin_episode_server_label_n({ n: index + 1 })}
              name="server_label"
              id={`server-label-${index}`}
              defaultValue={row.label}
              className="w-40"
            />
            <FormField
              label={m.admin_episode_server_link_n({ n: index + 1 })}
              name="server_url"
              id={`server-url-${index}`}
              type="url"
              defaultValue={row.url}
              className="min-w-64 flex-1"
            />
            <SelectField
              label={m.admin_episode_server_type_n({ n: index + 1 })}
              name="server_type"
              id={`server-type-${index}`}
              options={serverTypes}
              empty={m.admin_episode_server_detect()}
              defaultValue={row.type}
              className="w-36"
            />
            <SelectField
              label={m.admin_episode_server_audio_n({ n: index + 1 })}
              name="server_audio"
              id={`server-audio-${index}`}
              options={audioOptions}
              defaultValue={row.audio}
              className="w-28"
            />
            <FormField
              label={m.admin_episode_server_audio_lang_n({ n: index + 1 })}
              name="server_audio_lang"
              id={`server-audio-lang-${index}`}
              defaultValue={row.audio_lang}
              placeholder={m.admin_episode_server_audio_lang_hint()}
              className="w-32"
            />
            <SubmitButton
              intent={`remove-row-${index}`}
              busyLabel={m.admin_removing()}
              className="btn-ghost"
              disabled={servers.length <= 1}
            >
              {m.admin_remove()}
            </SubmitButton>
          </div>
        ))}
        <SubmitButton intent="add-row" busyLabel={m.admin_adding()} className="btn-ghost" disabled={servers.length >= MAX_SERVERS}>
          {m.admin_episode_add_server_row()}
        </SubmitButton>
      </fieldset>
      <AddOrSaveButtons
        editing={episode !== null}
        addLabel={m.admin_episode_add()}
        cancelHref={`?series=${seriesId}`}
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
      />
    </Form>
  );
}
