import { useLocation } from "react-router";
import { SHOW_SPOILERS } from "~/lib/browsing";
import { m } from "~/paraglide/messages";

/**
 * Above a list of episode cards the viewer's spoiler guard held some of back (decision 062): says
 * so, with "Show anyway", a plain link to the same view with the guard lifted, JavaScript or not.
 */
export function SpoilerGuardNote({ episodes, anchor }: { episodes: readonly { spoiler: boolean }[]; anchor: string }) {
  const { search } = useLocation();
  if (!episodes.some((episode) => episode.spoiler)) return null;
  const lifted = new URLSearchParams(search);
  lifted.set(SHOW_SPOILERS.name, SHOW_SPOILERS.value);
  return (
    <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
      {m.episodes_spoiler_note()}{" "}
      <a href={`?${lifted}#${anchor}`} className="font-semibold text-rose-700 underline hover:text-rose-600 dark:text-rose-400">
        {m.episodes_spoiler_show_anyway()}
      </a>
    </p>
  );
}
