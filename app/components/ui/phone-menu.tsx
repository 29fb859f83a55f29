import type { ReactNode } from "react";
import { m } from "~/paraglide/messages";
import { Icon } from "./icons";

/**
 * The menu button phones get in place of a wide bar (the site's header and the admin's): a
 * `<details>`, so it opens without JavaScript, with the links as a panel below it on the side
 * it stands (`start` or `end`).
 */
export function PhoneMenu({
  label,
  side,
  width,
  buttonClassName = "",
  children,
}: {
  /** The navigation's name for screen readers. */
  label: string;
  side: "start" | "end";
  width: "w-60" | "w-64";
  buttonClassName?: string;
  children: ReactNode;
}) {
  return (
    <details className="relative lg:hidden">
      <summary
        className={`cursor-pointer list-none rounded-lg p-2 hover:bg-slate-200 dark:hover:bg-slate-800 ${buttonClassName}`}
        aria-label={m.layout_menu()}
      >
        <Icon name="menu" />
      </summary>
      <nav
        aria-label={label}
        className={`absolute ${side === "start" ? "start-0" : "end-0"} mt-2 ${width} rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800`}
      >
        {children}
      </nav>
    </details>
  );
}
