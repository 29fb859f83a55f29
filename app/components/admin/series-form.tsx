import type { ReactNode } from "react";
import { Form } from "react-router";
import type { SeriesView } from "~/domain/series/present";
import { altTitlesToLines } from "~/lib/alt-titles";
import { LOCALE_NAMES } from "~/i18n/locales";
import { SYNOPSIS_LOCALES, synopsisColumn, type TranslatedSynopses } from "~/lib/translated-synopses";
import { EXTERNAL_ID_FIELDS, EXTERNAL_ID_MAX, externalIdSites } from "~/lib/external-ids";
import {
  RATING_NAMES,
  type SeriesRating,
  seriesLanguages,
  seriesNetworks,
  seriesRatings,
  seriesSeasons,
  seriesStatuses,
  seriesTypes,
} from "~/lib/vocabulary/series";
import { FormField } from "~/components/ui/form-field";
import { FlagField, SelectField, TextareaField } from "./fields";
import { RedirectHere } from "./screen";
import { SkipRangeFields } from "./skip-range-fields";
import { AddOrSaveButtons } from "./submit-button";
import { fieldsOf, useRefused } from "./use-refused";
import { CoverThumb } from "~/components/ui/picture";
import { audioLabel, networkLabel, seasonLabel, statusLabel, typeLabel } from "~/i18n/catalogue-labels";
import type { ExternalIdField } from "~/lib/external-ids";
import { m } from "~/paraglide/messages";

/** A select's options: the stored values, each labelled in the page's language. */
const labelled = (values: readonly string[], label: (value: string) => string) => values.map((value) => ({ value, label: label(value) }));
const externalIdLabels: Record<ExternalIdField, () => string> = {
  mal_id: m.admin_field_mal_id,
  anilist_id: m.admin_field_anilist_id,
  bangumi_id: m.admin_field_bangumi_id,
};

/** One synopsis per site language, folded away until one is wanted (open when any is set or refused). */
function TranslatedSynopsesFields({ stored, id }: { stored: TranslatedSynopses; id: (name: string) => string }) {
  const { typed, fieldError } = useRefused();
  const fields = SYNOPSIS_LOCALES.map((locale) => ({
    locale,
    name: synopsisColumn(locale),
    value: typed(synopsisColumn(locale), stored[locale]),
    error: fieldError(`descriptions.${locale}`),
  }));
  return (
    <details open={fields.some((field) => field.value || field.error)} className="sm:col-span-2 lg:col-span-4">
      <summary className="cursor-pointer text-sm font-medium">{m.admin_series_translated_synopses()}</summary>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{m.admin_series_translated_synopses_hint()}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {fields.map(({ locale, name, value, error }) => (
          <TextareaField
            key={locale}
            label={`${LOCALE_NAMES[locale]} (${locale})`}
            name={name}
            id={id(name)}
            defaultValue={value}
            error={error}
            lang={locale}
            dir="auto"
            rows={3}
          />
        ))}
      </div>
    </details>
  );
}

type SeriesFormProps = {
  series?: SeriesView | null;
  /** A new series' fields filled in beforehand (from its source), for the admin to check. */
  filled?: Partial<SeriesView>;
  /** More fields, above the buttons. */
  children?: ReactNode;
  genres: { id: number; name: string }[];
  action?: string;
  cancelHref?: string;
};

/** Add and edit share this form; every field of the admin spec, the cover uploaded from a file. */
export function SeriesForm({ series, filled, genres, action, cancelHref, children }: SeriesFormProps) {
  const editing = Boolean(series);
  const shown = series ?? filled;
  const { typed, typedList, typedFlag, fieldError } = useRefused();
  const chosen = new Set((typedList("genreIds") ?? shown?.genreIds ?? []).map(Number));
  const id = (name: string) => `${name}-${series?.id ?? "new"}`;
  // A field's name, its id in this form, and what it shows: what was refused, else the stored value.
  const choice = (name: string, stored: string | number | null | undefined) => ({ name, id: id(name), defaultValue: typed(name, stored) });
  const bound = fieldsOf(typed, fieldError);
  const field = (name: string, stored: string | number | null | undefined) => ({ ...bound(name, stored), id: id(name) });
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <RedirectHere />
      {series ? <input type="hidden" name="id" value={series.id} /> : null}
      <FormField label={m.admin_field_title()} {...field("title", shown?.title)} required className="sm:col-span-2" />
      <TextareaField
        label={m.admin_series_alt_titles()}
        {...field("alt_titles", altTitlesToLines(shown?.alt_titles ?? []))}
        hint={m.admin_series_alt_titles_hint()}
        rows={3}
        className="sm:col-span-2 lg:col-span-4"
      />
      <FormField label={m.admin_field_subtitle()} {...field("subtitle", shown?.subtitle)} className="sm:col-span-2" />
      <TextareaField
        label={m.admin_field_description()}
        {...field("description", shown?.description)}
        required
        className="sm:col-span-2 lg:col-span-4"
      />
      <TranslatedSynopsesFields stored={shown?.descriptions ?? {}} id={id} />
      <SelectField
        label={m.admin_field_status()}
        {...choice("status", shown?.status ?? "Ongoing")}
        options={labelled(seriesStatuses, statusLabel)}
      />
      <SelectField label={m.admin_field_type()} {...choice("type", shown?.type ?? "TV")} options={labelled(seriesTypes, typeLabel)} />
      <SelectField
        label={m.admin_field_language()}
        {...choice("language", shown?.language ?? "Sub")}
        options={labelled(seriesLanguages, audioLabel)}
      />
      <SelectField
        label={m.admin_field_season()}
        {...choice("season", shown?.season)}
        options={labelled(seriesSeasons, seasonLabel)}
        empty="—"
      />
      <SelectField
        label={m.admin_field_network()}
        {...choice("network", shown?.network)}
        options={labelled(seriesNetworks, networkLabel)}
        empty="—"
      />
      <FormField label={m.admin_field_year()} {...field("year", shown?.year)} type="number" min={1900} max={2100} />
      <FormField label={m.admin_field_studio()} {...choice("studio", shown?.studio)} className="sm:col-span-2" />
      <SelectField
        label={m.admin_field_rating()}
        {...choice("rating", shown?.rating)}
        options={labelled(seriesRatings, (rating) => RATING_NAMES[rating as SeriesRating])}
        empty="—"
      />
      {EXTERNAL_ID_FIELDS.map((name) => (
        <FormField
          key={name}
          label={externalIdLabels[name]()}
          {...field(name, shown?.[name])}
          type="number"
          min={1}
          max={EXTERNAL_ID_MAX}
          hint={m.admin_series_external_id_hint({ site: externalIdSites[name].site })}
        />
      ))}
      <FormField
        label={m.series_tags()}
        {...field("tags", shown?.tags?.join(", "))}
        hint={m.admin_series_tags_hint()}
        className="sm:col-span-2"
      />
      <FormField
        label={m.admin_field_trailer()}
        {...field("trailer_url", shown?.trailer_url)}
        type="url"
        hint={m.admin_series_trailer_hint()}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <FormField
          label={m.admin_field_cover_image()}
          name="cover_file"
          id={id("cover")}
          type="file"
          accept="image/*"
          error={fieldError("cover_file") ?? fieldError("cover_image")}
        />
        {series?.cover_image ? (
          <div className="mt-2 flex items-center gap-2 text-xs">
            <CoverThumb src={series.cover_image} /> {m.admin_series_current_cover()}
            <input type="hidden" name="cover_image" value={series.cover_image} />
          </div>
        ) : null}
      </div>
      <SkipRangeFields legend={m.admin_series_skip_legend()} field={(name) => field(name, shown?.[name])} />
      <fieldset className="sm:col-span-2 lg:col-span-4">
        <legend className="label">{m.series_genres()}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {genres.map((genre) => (
            <label key={genre.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="genreIds"
                value={genre.id}
                defaultChecked={chosen.has(genre.id)}
                className="h-4 w-4 accent-rose-600"
              />
              {genre.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-wrap gap-4 sm:col-span-2 lg:col-span-4">
        <legend className="label">{m.admin_series_home_page()}</legend>
        <FlagField
          label={m.admin_flag_popular()}
          name="featured"
          id={id("featured")}
          checked={typedFlag("featured", shown?.featured ?? false)}
        />
        <FlagField
          label={m.admin_flag_latest()}
          name="show_in_latest"
          id={id("latest")}
          checked={typedFlag("show_in_latest", shown?.show_in_latest ?? false)}
        />
        <FlagField label={m.admin_flag_new()} name="is_new" id={id("new")} checked={typedFlag("is_new", shown?.is_new ?? false)} />
        <FlagField
          label={m.admin_flag_completed()}
          name="show_in_completed"
          id={id("completed")}
          checked={typedFlag("show_in_completed", shown?.show_in_completed ?? false)}
        />
      </fieldset>
      {children}
      <AddOrSaveButtons
        editing={editing}
        addLabel={m.admin_nav_add_series()}
        cancelHref={cancelHref}
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
      />
    </Form>
  );
}
