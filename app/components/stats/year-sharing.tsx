import { PostButton } from "~/components/ui/post-button";
import { m } from "~/paraglide/messages";

/** The year page's share part: what sharing shows, and a button that makes the address or stops it. */
export function YearSharing({ shareUrl }: { shareUrl: string | null }) {
  return (
    <section aria-labelledby="share-year" className="panel space-y-3">
      <h2 id="share-year" className="text-lg font-bold">
        {m.year_share_heading()}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.year_share_note()}</p>
      {shareUrl ? (
        <>
          <label htmlFor="share-address" className="label">
            {m.year_share_address()}
          </label>
          <input id="share-address" readOnly value={shareUrl} className="field font-mono text-sm" dir="ltr" />
          <PostButton values={{ intent: "unshare" }} className="btn-ghost">
            {m.year_unshare()}
          </PostButton>
        </>
      ) : (
        <PostButton values={{ intent: "share" }} className="btn-primary">
          {m.year_share()}
        </PostButton>
      )}
    </section>
  );
}
