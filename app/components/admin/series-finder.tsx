import { useEffect, useState } from "react";
import { useDebouncedJson } from "~/hooks/use-debounced-json";
import { m } from "~/paraglide/messages";

export type SeriesChoice = { id: number; title: string };

type FinderProps = { defaultValue: string; onResults: (found: SeriesChoice[]) => void; name?: string; label?: string };

const SUGGEST_DELAY_MS = 250;
const SUGGEST_LIMIT = 20;

/**
 * Finds series for an admin picker instead of shipping every title. Without JavaScript, Find
 * submits the form as a GET (what was typed stays in the address) and the page lists the matches;
 * with it, matches are suggested as the admin types, from the public series API.
 */
export function SeriesFinder({ defaultValue, onResults, name = "find", label }: FinderProps) {
  const [text, setText] = useState<string | null>(null);
  const query = text?.trim() ?? "";
  useDebouncedJson<SeriesChoice[]>(
    query ? `/api/series?${new URLSearchParams({ q: query, limit: String(SUGGEST_LIMIT) })}` : null,
    (found) => onResults(found.map(({ id, title }) => ({ id, title }))),
    SUGGEST_DELAY_MS,
  );
  return (
    <div className="flex min-w-56 flex-1 items-end gap-2">
      <div className="flex-1">
        <label htmlFor={`${name}-series`} className="label">
          {label ?? m.admin_find_series()}
        </label>
        <input
          id={`${name}-series`}
          name={name}
          type="search"
          defaultValue={defaultValue}
          placeholder={m.admin_find_placeholder()}
          autoComplete="off"
          className="field"
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </div>
      <button type="submit" formMethod="get" name="finding" value="1" className="btn-ghost">
        {m.admin_find()}
      </button>
    </div>
  );
}

/** The chosen series first, then the matches found, each once. */
export function choicesOf(chosen: SeriesChoice[], found: SeriesChoice[]) {
  const seen = new Set<number>();
  return [...chosen, ...found].filter((choice) => !seen.has(choice.id) && seen.add(choice.id));
}

/** Keeps the matches a page was rendered with, replaced by suggestions as the admin types. */
export function useFoundSeries(initial: SeriesChoice[]) {
  const [found, setFound] = useState(initial);
  useEffect(() => setFound(initial), [initial]);
  return [found, setFound] as const;
}
