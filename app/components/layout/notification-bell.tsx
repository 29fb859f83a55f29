import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { m } from "~/paraglide/messages";

/**
 * The most unread notifications the bell counts; past it, it says "9+". Every signed-in page reads
 * the count, and each unread one is a row read (issue #70): a badge says there is something new,
 * the notifications page says how much.
 */
export const BELL_COUNTS_UP_TO = 9;

/** The signed-in viewer's unread notifications (new episodes of followed series), as a link to them. */
export function NotificationBell({ unread }: { unread: number }) {
  const shown = unread > BELL_COUNTS_UP_TO ? `${BELL_COUNTS_UP_TO}+` : String(unread);
  const label = unread > 0 ? m.layout_notifications_unread({ count: shown }) : m.layout_notifications();
  return (
    <Link
      to="/notifications"
      className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
      aria-label={label}
      title={label}
    >
      <Icon name="bell" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
