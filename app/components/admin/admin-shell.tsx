import { Form, NavLink, useLocation } from "react-router";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icons";
import { PhoneMenu } from "~/components/ui/phone-menu";
import { adminHome, adminScreen, adminScreens } from "~/lib/admin-paths";
import { LOCALE_NAMES } from "~/i18n/locales";
import { localized, pathIn } from "~/lib/locale-paths";
import { getLocale } from "~/paraglide/runtime";
import { Notice } from "./notice";
import { m } from "~/paraglide/messages";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-rose-600 text-white" : "text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"}`;

/** Work waiting on a screen, shown next to its link (open player reports). */
type ScreenCounts = Partial<Record<string, number>>;

function SidebarLinks({ base, counts }: { base: string; counts: ScreenCounts }) {
  return (
    <ul className="space-y-1">
      {adminScreens.map((screen) => {
        const waiting = counts[screen.path] ?? 0;
        return (
          <li key={screen.path}>
            <NavLink to={adminScreen(base, screen.path)} className={linkClass}>
              {screen.label()}
              {waiting > 0 ? (
                <span
                  className="rounded-full bg-amber-700 px-2 text-xs font-semibold leading-5 text-white"
                  aria-label={m.admin_shell_open_count({ count: waiting })}
                >
                  {waiting}
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The admin area's languages (decision 046: English and Simplified Chinese only). */
const ADMIN_LOCALES = ["en", "zh-Hans"] as const;

/**
 * The language switch of the admin shell and its sign-in page: plain links to this admin page in
 * the other language (the notice of the last write left behind), so it works without JavaScript.
 */
export function AdminLanguages({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("notice");
  const query = params.toString();
  const current = getLocale();
  return (
    <nav aria-label={m.admin_shell_language()} className={`flex shrink-0 gap-2 whitespace-nowrap text-sm ${className}`}>
      {ADMIN_LOCALES.map((locale) => (
        <a
          key={locale}
          href={`${pathIn(locale, pathname)}${query ? `?${query}` : ""}`}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? "true" : undefined}
          // On a phone only the other language shows: the header has no room for both.
          className={
            locale === current
              ? "hidden font-semibold text-rose-600 sm:inline dark:text-rose-400"
              : "text-slate-600 hover:text-rose-500 dark:text-slate-400"
          }
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}

/** Top bar, a 220-wide sidebar (a menu on small screens) and the screen. */
export function AdminShell({
  base,
  username,
  counts = {},
  children,
}: {
  base: string;
  username: string;
  counts?: ScreenCounts;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 flex items-center gap-2 sm:gap-3 border-b border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-900">
        <PhoneMenu label={m.admin_shell_menu()} side="start" width="w-64">
          <SidebarLinks base={base} counts={counts} />
        </PhoneMenu>
        <a href={localized(adminHome(base))} className="flex items-center gap-2">
          <img src="/logo1.gif" alt="" width={260} height={48} className="h-5 w-auto sm:h-7" />
          <span className="whitespace-nowrap font-bold">{m.admin_shell_title()}</span>
        </a>
        <span className="ms-auto hidden text-sm text-slate-600 sm:inline dark:text-slate-400">
          {m.admin_shell_signed_in_as({ username })}
        </span>
        <AdminLanguages className="ms-auto sm:ms-0" />
        <Form method="post" action={adminScreen(base, "logout")}>
          <button
            type="submit"
            className="rounded-lg p-2 hover:bg-slate-200 dark:hover:bg-slate-800"
            aria-label={m.layout_logout()}
            title={m.layout_logout()}
          >
            <Icon name="logout" />
          </button>
        </Form>
      </header>
      <div className="flex">
        <nav
          aria-label={m.admin_shell_nav()}
          className="sticky top-[53px] hidden h-[calc(100vh-53px)] w-[220px] shrink-0 overflow-y-auto border-e border-slate-200 p-3 lg:block dark:border-slate-800"
        >
          <SidebarLinks base={base} counts={counts} />
        </nav>
        <main className="min-w-0 flex-1 space-y-4 p-4 sm:p-6">
          <Notice />
          {children}
        </main>
      </div>
    </div>
  );
}
