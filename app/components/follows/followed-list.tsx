import { Link } from "react-router";
import { FollowButton } from "~/components/follows/follow-button";
import { Picture } from "~/components/ui/picture";
import type { FollowedSeriesView } from "~/domain/follows/responses";
import { seriesTitle } from "~/lib/display";

/** My List's Following tab: each followed series with its newest episode and how many are new. */
export function FollowedList({ items }: { items: FollowedSeriesView[] }) {
  if (items.length === 0)
    return (
      <p className="panel text-slate-600 dark:text-slate-400">
        You follow no series yet. Press “Follow” on a series page and its new episodes show here.
      </p>
    );
  return (
    <ul className="space-y-3" aria-label="Followed series">
      {items.map((item) => (
        <li key={item.series_id} className="panel flex items-center gap-4">
          <Picture src={item.cover} alt="" width={64} height={90} className="h-[90px] w-16 shrink-0 rounded-lg object-cover" />
          <div className="min-w-0 flex-1 space-y-1">
            <Link to={`/${item.slug}`} className="line-clamp-2 text-lg font-semibold leading-snug hover:text-rose-600">
              {seriesTitle(item.title)}
            </Link>
            {item.newest_episode ? (
              <Link
                to={`/${item.slug}/episode/${item.newest_episode.episode_number}`}
                className="link text-sm"
              >{`Newest: Episode ${item.newest_episode.episode_number}`}</Link>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">No episodes yet</p>
            )}
            {item.new_episodes > 0 ? (
              <p>
                <span className="chip bg-rose-600 text-white">{`${item.new_episodes} new`}</span>
              </p>
            ) : null}
          </div>
          <FollowButton seriesId={item.series_id} following />
        </li>
      ))}
    </ul>
  );
}
