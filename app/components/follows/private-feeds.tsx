import { PostButton } from "~/components/ui/post-button";

const feedLabels: Record<string, string> = { episodes_rss: "New episodes (RSS)", schedule_ical: "Air schedule (calendar)" };

/** The viewer's private feed addresses, and "Make new addresses" when one was shared. */
export function PrivateFeeds({ feeds }: { feeds: { kind: string; url: string }[] }) {
  return (
    <section id="feeds" aria-labelledby="feeds-title" className="panel mt-6 space-y-3">
      <h2 id="feeds-title" className="text-lg font-bold">
        Your private feeds
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Add these to a feed reader or a calendar app: they follow the series you follow. Anyone with an address can read it; make new ones
        if one was shared.
      </p>
      {feeds.map((feed) => (
        <label key={feed.kind} className="block space-y-1">
          <span className="label">{feedLabels[feed.kind]}</span>
          <input readOnly value={feed.url} className="field font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        </label>
      ))}
      <PostButton values={{ intent: "regenerate-feeds" }} className="btn-ghost py-1.5" preventScrollReset>
        Make new addresses
      </PostButton>
    </section>
  );
}
