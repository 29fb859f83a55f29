import { Form } from "react-router";
import { type FollowedField, SOURCE_NAMES, type SeriesSource } from "~/lib/vocabulary/series-sources";
import { m } from "~/paraglide/messages";
import { RedirectHere } from "./screen";
import { getLocale } from "~/paraglide/runtime";

const FIELD_LABELS: Record<FollowedField, () => string> = {
  description: m.admin_field_description,
  status: m.admin_field_status,
  type: m.admin_field_type,
  season: m.admin_field_season,
  year: m.admin_field_year,
  studio: m.admin_field_studio,
  tags: m.series_tags,
};

/** The fields by their labels on the form, as a list reads in the admin's language. */
export const followedFieldsText = (fields: readonly FollowedField[]) =>
  new Intl.ListFormat(getLocale(), { type: "conjunction" }).format(fields.map((field) => FIELD_LABELS[field]()));

/** The edit form's word on its source: which fields follow it, and a button to refresh them now (decision 059). */
export function SeriesFollowing({ seriesId, source, followed }: { seriesId: number; source: SeriesSource; followed: FollowedField[] }) {
  const name = SOURCE_NAMES[source];
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700">
      <p className="min-w-64 flex-1 text-slate-700 dark:text-slate-300">
        {followed.length > 0
          ? m.admin_source_follows({ source: name, fields: followedFieldsText(followed) })
          : m.admin_source_follows_none({ source: name })}
      </p>
      <Form method="post">
        <RedirectHere />
        <input type="hidden" name="intent" value="refresh" />
        <input type="hidden" name="id" value={seriesId} />
        <button type="submit" className="btn-ghost">
          {m.admin_source_refresh({ source: name })}
        </button>
      </Form>
    </div>
  );
}
