import { Picture } from "~/components/ui/picture";
import { Link } from "react-router";
import { slugify } from "~/lib/slug";
import { useStoredWatchData, useWatchHistory } from "~/hooks/use-watch-history";
import { continueWatchingHref } from "~/lib/browser/watch-history";
import { clockTime, parsePositions, POSITIONS_KEY, progressOf, resumePoint, type Positions } from "~/lib/browser/watch-positions";
import { m } from "~/paraglide/messages";

const SHOWN = 6;

/** The newest entries of this browser's watch history, with how far each episode was watched. Nothing without JavaScript or history. */
export function ContinueWatching() {
  const [history] = useWatchHistory();
  const [stored] = useStoredWatchData(POSITIONS_KEY, parsePositions);
  const positions: Positions = stored ?? {};
  const entries = (history ?? []).slice(0, SHOWN);
  if (entries.length === 0) return null;
  return (
    <section id="continue" aria-labelledby="continue-title">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="continue-title" className="text-xl font-bold tracking-tight">
          {m.home_continue_heading()}
        </h2>
        <Link to="/history" className="link text-sm">
          {m.home_continue_all_history()}
        </Link>
      </div>
      <ul className="flex gap-3 overflow-x-auto pb-2">
        {entries.map((entry) => {
          const saved = entry.episodeId != null ? positions[entry.episodeId] : undefined;
          const resumeAt = resumePoint(saved);
          return (
            <li key={`${entry.seriesId}:${entry.episodeId ?? ""}`} className="w-48 shrink-0">
              <Link
                to={continueWatchingHref(entry, slugify)}
                className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-rose-500 dark:bg-slate-900 dark:ring-slate-800"
              >
                <span className="relative block aspect-video bg-gradient-to-br from-rose-700 to-indigo-900">
                  {entry.cover ? (
                    <Picture src={entry.cover} alt="" width={192} height={108} className="h-full w-full object-cover" />
                  ) : null}
                  {saved ? (
                    <span className="absolute inset-x-0 bottom-0 h-1 bg-black/50">
                      <span className="block h-full bg-rose-500" style={{ width: `${Math.round(progressOf(saved) * 100)}%` }} />
                    </span>
                  ) : null}
                </span>
                <span className="block p-2 text-sm">
                  <span className="line-clamp-1 font-semibold group-hover:text-rose-500">{entry.seriesTitle}</span>
                  <span className="line-clamp-1 text-slate-600 dark:text-slate-400">
                    {entry.episodeNumber != null ? m.common_episode_n({ number: entry.episodeNumber }) : m.home_continue_series()}
                    {resumeAt !== null ? ` · ${m.home_continue_from({ time: clockTime(resumeAt) })}` : ""}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
