import type { ReactNode } from "react";

type LinkTabsProps = {
  /** Names the tabs' and panels' ids: `<id>-tab-<value>`, `<id>-panel-<value>`. */
  id: string;
  label: string;
  items: { value: string; label: ReactNode }[];
  selected: string;
  hrefFor: (value: string) => string;
  children: (value: string) => ReactNode;
  listClassName?: string;
};

/**
 * Tabs whose triggers are real links: without JavaScript a tab is a page (`?day=3`); with it the
 * tabs island (app/islands/tabs.ts) shows the tab's panel in place and the link is not followed,
 * on a page that hydrates or not. Every panel is in the HTML, the others hidden, so a tab shows
 * without a request; the island keeps what it shows in the attributes written here (aria-selected,
 * data-state, hidden), which React leaves alone while `selected` is unchanged.
 */
export function LinkTabs({ id, label, items, selected, hrefFor, children, listClassName = "flex flex-wrap gap-1" }: LinkTabsProps) {
  const state = (value: string) => (value === selected ? "active" : "inactive");
  return (
    <div>
      <div role="tablist" aria-label={label} className={`${listClassName} pb-2`} data-island="tabs" data-island-on="click focusin">
        {items.map((item) => (
          <a
            key={item.value}
            href={hrefFor(item.value)}
            role="tab"
            id={`${id}-tab-${item.value}`}
            aria-selected={item.value === selected}
            aria-controls={`${id}-panel-${item.value}`}
            data-state={state(item.value)}
            className="shrink-0 rounded-lg px-3 py-1.5 text-center text-xs font-semibold text-slate-600 ring-1 ring-slate-200 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-500 data-[state=active]:bg-rose-600 data-[state=active]:text-white data-[state=active]:ring-rose-600 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800"
          >
            {item.label}
          </a>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable in the APG's tabs pattern (as Radix made it), so the keyboard reaches a panel with no link in it
          tabIndex={0}
          hidden={item.value !== selected}
          data-state={state(item.value)}
          className="focus-visible:outline-2 focus-visible:outline-rose-500"
        >
          {children(item.value)}
        </div>
      ))}
    </div>
  );
}
