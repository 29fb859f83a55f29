import { Link } from "react-router";
import { listStatusLabel } from "~/i18n/list-status-labels";
import { listStatuses, type ListStatus } from "~/lib/vocabulary/list-statuses";
import { m } from "~/paraglide/messages";

export type MyListTab = ListStatus | "following";

/** My List's tabs, each a link with its count (they work with JavaScript off and each has its own address). */
export function ListTabs({ current, counts }: { current: MyListTab; counts: Record<MyListTab, number> }) {
  const tabs: { tab: MyListTab; label: string }[] = [
    { tab: "following", label: m.mylist_tab_following() },
    ...listStatuses.map((status) => ({ tab: status, label: listStatusLabel(status) })),
  ];
  return (
    <nav aria-label={m.mylist_tabs_label()} className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
      {tabs.map(({ tab, label }) => (
        <Link
          key={tab}
          to={tab === "following" ? "/my-list" : `/my-list?tab=${tab}`}
          aria-current={tab === current ? "page" : undefined}
          className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
            tab === current
              ? "border-rose-600 text-rose-700 dark:text-rose-300"
              : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
          }`}
        >
          {label} <span className="tabular-nums opacity-70">{counts[tab]}</span>
        </Link>
      ))}
    </nav>
  );
}
