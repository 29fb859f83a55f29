import { pageTitle } from "~/lib/site-name";
import { type MetaFunction, Link } from "react-router";
import { useState } from "react";
import { slugify } from "~/lib/slug";
import { useWatchHistory } from "~/hooks/use-watch-history";
import { continueWatchingHref } from "~/lib/browser/watch-history";
import { m } from "~/paraglide/messages";

export const meta: MetaFunction = () => [{ title: pageTitle(m.history_title()) }];

const PAGE_SIZES = [4, 8, 16, 32] as const;
const entryKey = (entry: { seriesId: number; episodeId?: number | null }) => `${entry.seriesId}:${entry.episodeId ?? ""}`;

export default function History() {
  const [history, save] = useWatchHistory();
  const [size, setSize] = useState(8);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const entries = history ?? [];
  const pageCount = Math.max(1, Math.ceil(entries.length / size));
  const current = Math.min(page, pageCount - 1);
  const shown = entries.slice(current * size, (current + 1) * size);
  const allOnPageSelected = shown.length > 0 && shown.every((entry) => selected.has(entryKey(entry)));

  const toggle = (key: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const togglePage = () =>
    setSelected((old) => {
      const next = new Set(old);
      for (const entry of shown) allOnPageSelected ? next.delete(entryKey(entry)) : next.add(entryKey(entry));
      return next;
    });

  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{m.history_title()}</h1>
      <noscript>
        <p className="alert-info">{m.history_noscript()}</p>
      </noscript>
      {history === null ? null : entries.length === 0 ? (
        <p className="panel text-slate-600 dark:text-slate-400">{m.history_empty()}</p>
      ) : (
        <div className="panel space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={allOnPageSelected} onChange={togglePage} className="h-4 w-4 accent-rose-600" />{" "}
              {m.history_select_page()}
            </label>
            <button
              type="button"
              className="btn-ghost py-1.5"
              disabled={selected.size === 0}
              onClick={() => {
                save(entries.filter((entry) => !selected.has(entryKey(entry))));
                setSelected(new Set());
              }}
            >
              {m.history_delete_selected()}
            </button>
            <button
              type="button"
              className="btn-ghost py-1.5"
              onClick={() => {
                save([]);
                setSelected(new Set());
              }}
            >
              {m.history_delete_all()}
            </button>
            <label className="ms-auto flex items-center gap-2 text-sm">
              {m.history_per_page()}
              <select
                value={size}
                onChange={(event) => {
                  setSize(Number(event.target.value));
                  setPage(0);
                }}
                className="field w-20 py-1"
              >
                {PAGE_SIZES.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {shown.map((entry) => (
              <li key={entryKey(entry)} className="flex items-center gap-3 py-3">
                <input
                  type="checkbox"
                  aria-label={m.history_select_entry({ title: entry.seriesTitle })}
                  checked={selected.has(entryKey(entry))}
                  onChange={() => toggle(entryKey(entry))}
                  className="h-4 w-4 accent-rose-600"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{entry.seriesTitle}</p>
                  {entry.episodeTitle || entry.episodeNumber ? (
                    <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                      {entry.episodeNumber ? m.common_episode_n({ number: entry.episodeNumber }) : ""}
                      {entry.episodeTitle ? ` · ${entry.episodeTitle}` : ""}
                    </p>
                  ) : null}
                </div>
                <Link to={continueWatchingHref(entry, slugify)} className="btn-primary py-1.5 text-xs">
                  {m.history_continue()}
                </Link>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <div className="flex items-center justify-center gap-2">
              <button type="button" className="btn-ghost py-1.5" disabled={current === 0} onClick={() => setPage(current - 1)}>
                {m.history_prev()}
              </button>
              <span className="text-sm tabular-nums">
                {current + 1} / {pageCount}
              </span>
              <button type="button" className="btn-ghost py-1.5" disabled={current >= pageCount - 1} onClick={() => setPage(current + 1)}>
                {m.history_next()}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </main>
  );
}
