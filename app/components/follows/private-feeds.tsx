import { PostButton } from "~/components/ui/post-button";
import { m } from "~/paraglide/messages";

// Message functions, called at render: each page reads them in its own language.
const feedLabels: Record<string, () => string> = { episodes_rss: m.follows_feed_episodes_rss, schedule_ical: m.follows_feed_schedule_ical };

/** The viewer's private feed addresses, and "Make new addresses" when one was shared. */
export function PrivateFeeds({ feeds }: { feeds: { kind: string; url: string }[] }) {
  return (
    <section id="feeds" aria-labelledby="feeds-title" className="panel mt-6 space-y-3">
      <h2 id="feeds-title" className="text-lg font-bold">
        {m.follows_feeds_heading()}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.follows_feeds_intro()}</p>
      {feeds.map((feed) => (
        <label key={feed.kind} className="block space-y-1">
          <span className="label">{feedLabels[feed.kind]?.()}</span>
          <input readOnly value={feed.url} className="field font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        </label>
      ))}
      <PostButton values={{ intent: "regenerate-feeds" }} className="btn-ghost py-1.5" preventScrollReset>
        {m.follows_feeds_regenerate()}
      </PostButton>
    </section>
  );
}
