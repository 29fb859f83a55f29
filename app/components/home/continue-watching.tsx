import { Picture } from "~/components/ui/picture";
import { Link } from "react-router";
import { useAccountId, useStoredWatchData, useWatchHistory } from "~/hooks/use-watch-history";
import { CONTINUE_COVER, type ContinueCard, continueCards } from "~/lib/browser/continue-watching";
import { parsePositions, POSITIONS_KEY, type Positions } from "~/lib/browser/watch-positions";
import type { HistoryEntry } from "~/lib/browser/watch-history";
import { m } from "~/paraglide/messages";

/** The island's card to fill: an uploaded cover (so the picture has its sources) and a progress bar. */
const BLANK: ContinueCard = { key: "", href: "/", title: "", cover: `/uploads/${"0".repeat(64)}.jpg`, progress: 0, line: "" };

function Card({ card }: { card: ContinueCard }) {
  return (
    <li className="w-48 shrink-0">
      <Link
        to={card.href}
        className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-rose-500 dark:bg-slate-900 dark:ring-slate-800"
      >
        <span className="relative block aspect-video bg-gradient-to-br from-rose-700 to-indigo-900">
          {card.cover ? <Picture src={card.cover} alt="" {...CONTINUE_COVER} className="h-full w-full object-cover" /> : null}
          {card.progress !== null ? (
            <span data-part="progress" className="absolute inset-x-0 bottom-0 h-1 bg-black/50">
              <span className="block h-full bg-rose-500" style={{ width: `${card.progress}%` }} />
            </span>
          ) : null}
        </span>
        <span className="block p-2 text-sm">
          <span data-part="title" className="line-clamp-1 font-semibold group-hover:text-rose-500">
            {card.title}
          </span>
          <span data-part="line" className="line-clamp-1 text-slate-600 dark:text-slate-400">
            {card.line}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The newest entries of this browser's watch history, with how far each episode was watched;
 * hidden without JavaScript or history. Where the app runs, React draws them. A signed-out page
 * has no app (docs/decisions/052-hydration.md): it carries a blank card in a template, which the
 * continue-watching island fills for each entry, loaded at once only when the browser holds a
 * history (app/islands/loader.ts). A signed-in viewer's home has no app either: the server
 * draws their `account`'s newest entries, which the browser's copy holds too.
 */
export function ContinueWatching({ account }: { account: { history: HistoryEntry[]; positions: Positions } | null }) {
  const [history] = useWatchHistory();
  const [positions] = useStoredWatchData(POSITIONS_KEY, parsePositions);
  const cards = account ? continueCards(account.history, account.positions) : continueCards(history ?? [], positions ?? {});
  const signedOut = useAccountId() === null;
  return (
    <section
      id="continue"
      aria-labelledby="continue-title"
      hidden={cards.length === 0}
      {...(signedOut ? { "data-island": "continue-watching", "data-island-on": "history" } : {})}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="continue-title" className="text-xl font-bold tracking-tight">
          {m.home_continue_heading()}
        </h2>
        <Link to="/history" className="link text-sm">
          {m.home_continue_all_history()}
        </Link>
      </div>
      <ul className="flex gap-3 overflow-x-auto pb-2">
        {cards.map((card) => (
          <Card key={card.key} card={card} />
        ))}
      </ul>
      {signedOut ? (
        <template>
          <Card card={BLANK} />
        </template>
      ) : null}
    </section>
  );
}
