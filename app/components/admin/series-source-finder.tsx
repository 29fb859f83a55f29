import { Form, Link } from "react-router";
import type { SeriesCandidateAnswer, SeriesPreviewAnswer } from "~/domain/series-sources/responses";
import { SOURCE_NAMES, type SeriesSource } from "~/lib/vocabulary/series-sources";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "./fields";
import { m } from "~/paraglide/messages";

type FinderProps = { sources: SeriesSource[]; source: SeriesSource; text: string; candidates: SeriesCandidateAnswer[] | null };

/**
 * Add Series' search of AniList, MyAnimeList and Bangumi: a GET form (what was typed stays in the address,
 * as every admin finder works without JavaScript), then the candidates, each filling the form below.
 */
export function SeriesSourceFinder({ sources, source, text, candidates }: FinderProps) {
  return (
    <section className="panel mb-4" aria-labelledby="source-heading">
      <h2 id="source-heading" className="text-base font-semibold">
        {m.admin_source_heading()}
      </h2>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{m.admin_source_hint()}</p>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <SelectField
          label={m.admin_source_label()}
          name="source"
          id="find-source"
          defaultValue={source}
          options={sources.map((value) => ({ value, label: SOURCE_NAMES[value] }))}
        />
        <FormField
          label={m.admin_source_find_label()}
          name="find"
          id="find-text"
          type="search"
          defaultValue={text}
          className="min-w-56 flex-1"
        />
        <button type="submit" className="btn-ghost">
          {m.admin_find()}
        </button>
      </Form>
      {candidates?.length === 0 ? <p className="mt-3 text-sm">{m.admin_source_none({ text })}</p> : null}
      {candidates?.length ? (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {candidates.map((candidate) => (
            <li key={`${candidate.source}-${candidate.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
              {candidate.cover_url ? (
                // The source's own picture host (ARTWORK_HOSTS), told nothing of this page.
                <img
                  src={candidate.cover_url}
                  alt=""
                  width={46}
                  height={64}
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  className="h-16 w-[46px] shrink-0 rounded object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium">{candidate.title}</p>
                {candidate.native_title && candidate.native_title !== candidate.title ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400" dir="auto">
                    {candidate.native_title}
                  </p>
                ) : null}
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {m.admin_source_details({
                    format: candidate.format ?? "—",
                    year: candidate.year ?? "—",
                    episodes: candidate.episodes ?? "?",
                  })}
                </p>
              </div>
              {candidate.series_id ? (
                <Link to={`/series/${candidate.series_id}`} className="text-sm underline">
                  {m.admin_source_on_site()}
                </Link>
              ) : (
                <Link to={`?${new URLSearchParams({ source: candidate.source, id: String(candidate.id) })}`} className="btn-ghost">
                  {m.admin_source_use()}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The filled form's own fields: which series it came from (the action takes its pictures and
 * coming episodes from there), the genres the site lacks, and what goes on the schedule.
 */
export function SourcePickFields({
  preview,
  from,
  missingGenres,
}: {
  preview: SeriesPreviewAnswer;
  from: { source: SeriesSource; id: number };
  missingGenres: string[];
}) {
  return (
    <fieldset className="rounded border border-slate-200 p-3 text-sm sm:col-span-2 lg:col-span-4 dark:border-slate-800">
      <legend className="label">{m.admin_source_filled({ source: SOURCE_NAMES[from.source] })}</legend>
      <input type="hidden" name="from_source" value={from.source} />
      <input type="hidden" name="from_id" value={from.id} />
      {missingGenres.length > 0 ? (
        <>
          <p>{m.admin_source_missing_genres({ names: missingGenres.join(", ") })}</p>
          <label className="mt-1 flex items-center gap-2">
            <input type="checkbox" name="create_genres" value="true" className="h-4 w-4 accent-rose-600" />
            {m.admin_source_create_genres()}
          </label>
        </>
      ) : null}
      {preview.airing.length > 0 ? <p className="mt-1">{m.admin_source_coming({ count: preview.airing.length })}</p> : null}
    </fieldset>
  );
}
