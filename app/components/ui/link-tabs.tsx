import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "react-router";
import { useEffect, useState, type ReactNode } from "react";

type LinkTabsProps = {
  label: string;
  items: { value: string; label: ReactNode }[];
  selected: string;
  hrefFor: (value: string) => string;
  children: (value: string) => ReactNode;
  listClassName?: string;
};

/**
 * Radix tabs whose triggers are real links: without JavaScript a tab is a page (`?day=3`),
 * with it the tab switches in place and the link's navigation is cancelled.
 */
export function LinkTabs({ label, items, selected, hrefFor, children, listClassName = "flex flex-wrap gap-1" }: LinkTabsProps) {
  const [value, setValue] = useState(selected);
  useEffect(() => setValue(selected), [selected]);
  return (
    <Tabs.Root value={value} onValueChange={setValue}>
      <Tabs.List aria-label={label} className={`${listClassName} pb-2`}>
        {items.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} asChild>
            <Link
              to={hrefFor(item.value)}
              preventScrollReset
              replace
              onClick={(event) => event.preventDefault()}
              className="shrink-0 rounded-lg px-3 py-1.5 text-center text-xs font-semibold text-slate-600 ring-1 ring-slate-200 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-500 data-[state=active]:bg-rose-600 data-[state=active]:text-white data-[state=active]:ring-rose-600 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800"
            >
              {item.label}
            </Link>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.value} value={item.value} className="focus-visible:outline-2 focus-visible:outline-rose-500">
          {children(item.value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
