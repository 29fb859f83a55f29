import { Link } from "react-router";
import { FollowButton } from "~/components/follows/follow-button";
import { Picture } from "~/components/ui/picture";
import type { FollowedSeriesView } from "~/domain/follows/responses";
import { seriesTitle } from "~/lib/display";
import { m } from "~/paraglide/messages";

/** My List's Following tab: each followed series with its newest episode and how many are new. */
export function FollowedList({ items }: { items: FollowedSeriesView[] }) {
  if (items.length === 0) return <p className="panel text-slate-600 dark:text-slate-400">{m.follows_empty()}</p>;
  return (
    <ul className="space-y-3" aria-label={m.follows_list_label()}>
      {items.map((item) => (
        <li key={item.series_id} className="panel flex items-center gap-4">
          <Picture src={item.cover} alt="" width={64} height={90} className="h-[90px] w-16 shrink-0 rounded-lg object-cover" />
          <div className="min-w-0 flex-1 space-y-1">
            <Link to={`/${item.slug}`} className="line-clamp-2 text-lg font-semibold leading-snug hover:text-rose-600">
              {seriesTitle(item.title, m.common_untitled_series())}
            </Link>
            {item.newest_episode ? (
              <Link to={`/${item.slug}/episode/${item.newest_episode.episode_number}`} className="link text-sm">
                {m.follows_newest({ episode: m.common_episode_n({ number: item.newest_episode.episode_number }) })}
              </Link>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{m.follows_no_episodes()}</p>
            )}
            {item.new_episodes > 0 ? (
              <p>
                <span className="chip bg-rose-600 text-white">{m.follows_new_count({ count: item.new_episodes })}</span>
              </p>
            ) : null}
          </div>
          <FollowButton seriesId={item.series_id} following />
        </li>
      ))}
    </ul>
  );
}
