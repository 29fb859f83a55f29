// Add Series' lookup as the page reads it from its address: `?source=&find=` lists candidates (or
// fills the form when what was typed names one series), `?source=&id=` fills the form. What the
// source refused is shown on the page, never thrown: the form below still works.
import type { AppContext } from "~/.server/context";
import { offeredSources } from "~/.server/sources/catalogues";
import type { SeriesView } from "~/domain/series/present";
import { findCandidates, previewOf } from "~/domain/series-sources/queries.server";
import { shownArtwork } from "~/domain/series-sources/artwork.server";
import { createFieldsOf, type SeriesCandidateAnswer, type SeriesPreviewAnswer } from "~/domain/series-sources/responses";
import { SeriesFindInput, SeriesFromSourceInput, type SeriesLookup } from "~/domain/series-sources/schema";
import type { SeriesSource } from "~/lib/vocabulary/series-sources";
import { DomainError } from "~/lib/refusals";
import { parsedOrRefused } from "~/lib/schema-fields";

type Genre = { id: number; name: string };
export type SourcePick = {
  from: { source: SeriesSource; id: number };
  preview: SeriesPreviewAnswer;
  filled: Partial<SeriesView>;
  missingGenres: string[];
};

/** The preview as the add form's values, its genres matched to the site's by name. */
function pickOf(preview: SeriesPreviewAnswer, from: SourcePick["from"], genres: Genre[]): SourcePick {
  const byName = new Map(genres.map((genre) => [genre.name.toLowerCase(), genre.id]));
  return {
    from,
    preview,
    filled: {
      ...createFieldsOf(preview),
      genreIds: preview.genres.flatMap((name) => byName.get(name.toLowerCase()) ?? []),
    },
    missingGenres: preview.genres.filter((name) => !byName.has(name.toLowerCase())),
  };
}

export async function sourceLookupOf(app: AppContext, search: URLSearchParams, genres: Genre[]) {
  const sources = offeredSources(app.env);
  const source: SeriesSource = sources.find((offered) => offered === search.get("source")) ?? "anilist";
  const text = search.get("find") ?? "";
  const page = {
    sources,
    source,
    text,
    candidates: null as SeriesCandidateAnswer[] | null,
    pick: null as SourcePick | null,
    error: null as string | null,
  };
  try {
    const id = Number(search.get("id"));
    const lookup: SeriesLookup | null =
      Number.isSafeInteger(id) && id > 0 ? { source, id } : parsedOrRefused(SeriesFindInput, { source, find: text });
    if (!lookup) return page;
    if (lookup.id != null) {
      const from = { source: lookup.source, id: lookup.id };
      return { ...page, source: lookup.source, pick: pickOf(await previewOf(app, from.source, from.id), from, genres) };
    }
    const candidates = await findCandidates(app, lookup.source, lookup.q!);
    return { ...page, candidates: candidates.map((candidate) => ({ ...candidate, cover_url: shownArtwork(app, candidate.cover_url) })) };
  } catch (error) {
    if (error instanceof DomainError) return { ...page, error: error.message };
    throw error;
  }
}

/** The source a filled form came from (its hidden fields), with the admin's fields beside it; null for a form typed by hand. */
export function fromSourceOf(form: FormData, fields: object) {
  const source = form.get("from_source");
  if (source === null) return null;
  return parsedOrRefused(SeriesFromSourceInput, {
    ...fields,
    from: { source, id: Number(form.get("from_id")) },
    create_genres: form.get("create_genres") === "true",
  });
}
