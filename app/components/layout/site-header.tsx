import { SITE_NAME } from "~/lib/site-name";
import { Form, Link, NavLink } from "react-router";
import { Icon } from "~/components/ui/icons";
import { PhoneMenu } from "~/components/ui/phone-menu";
import type { ThemeMode } from "~/lib/theme";
import { HeaderSearch } from "./header-search";
import { NotificationBell } from "./notification-bell";
import { ProfileFace } from "~/components/profiles/profile-face";
import { ThemeToggle } from "./theme-toggle";
import { m } from "~/paraglide/messages";

// Labels are message functions, called at render, so each page reads them in its own language.
export const mainLinks = [
  { to: "/", label: m.layout_nav_home },
  { to: "/list", label: m.layout_nav_browse },
  { to: "/history", label: m.layout_nav_history },
  { to: "/atoz", label: m.layout_nav_atoz },
];

/** A signed-in viewer's followed series (app/routes/my-list.tsx). */
const MY_LIST = { to: "/my-list", label: m.layout_nav_my_list };
/** On phones the header keeps the bell and logout; these move into the menu. */
const PHONE_ACCOUNT_LINKS = [MY_LIST, { to: "/profiles", label: m.layout_switch_profile }, { to: "/profile", label: m.layout_nav_profile }];

export const infoLinks = [
  { to: "/about", label: m.layout_nav_about },
  { to: "/contact", label: m.layout_nav_contact },
  { to: "/privacy-policy", label: m.layout_nav_privacy },
  { to: "/disclaimer", label: m.layout_nav_disclaimer },
  { to: "/dmca", label: m.layout_nav_dmca },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? "bg-rose-600/10 text-rose-700 dark:text-rose-300" : "text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"}`;

/** The viewer is the profile the session acts as (decision 074): its name and face are in the header. */
type HeaderProps = {
  logo: string;
  viewer: { id: number; username: string; avatar: string | null; unread: number } | null;
  theme: ThemeMode;
};

function AccountLinks({ viewer }: Pick<HeaderProps, "viewer">) {
  // On phones the login button shows only its icon: the word (in Arabic, Spanish or Vietnamese) would
  // push the logo onto a row of its own. Screen readers still hear the word.
  if (!viewer)
    return (
      <Link to="/login" className="btn-primary py-1.5 max-sm:px-2">
        <Icon name="user" className="sm:hidden" />
        <span className="max-sm:sr-only">{m.layout_login()}</span>
      </Link>
    );
  return (
    <div className="flex items-center gap-1">
      {/* On phones it is in the menu instead: one more icon would wrap the header's first row. */}
      <NavLink
        to={MY_LIST.to}
        className={(state) => `${navClass(state)} hidden items-center gap-1.5 px-2 sm:flex`}
        aria-label={MY_LIST.label()}
        title={MY_LIST.label()}
      >
        <Icon name="bookmark" />
        <span className="hidden md:inline">{MY_LIST.label()}</span>
      </NavLink>
      <NotificationBell unread={viewer.unread} />
      <Link
        to="/profiles"
        className="hidden items-center gap-2 rounded-lg p-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200 sm:flex dark:text-slate-300 dark:hover:bg-slate-800"
        title={m.layout_switch_profile()}
      >
        <ProfileFace profile={{ id: viewer.id, name: viewer.username, avatar: viewer.avatar }} size="sm" />
        <span className="sr-only max-w-32 truncate 2xl:not-sr-only">{viewer.username}</span>
        <span className="sr-only">{m.layout_switch_profile()}</span>
      </Link>
      <Link
        to="/profile"
        className="hidden rounded-lg p-2 sm:block text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
        aria-label={m.layout_profile_of({ username: viewer.username })}
        title={m.layout_nav_profile()}
      >
        <Icon name="user" />
      </Link>
      <Form method="post" action="/logout">
        <button
          type="submit"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
          aria-label={m.layout_logout()}
          title={m.layout_logout()}
        >
          <Icon name="logout" />
        </button>
      </Form>
    </div>
  );
}

export function SiteHeader({ logo, viewer, theme }: HeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      {/* On phones the search wraps into a row of its own below the logo. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={m.layout_site_home({ site: SITE_NAME })}>
          <img src={logo} alt="" width={260} height={48} className="h-8 w-auto sm:h-9" />
          <span className="sr-only">{SITE_NAME}</span>
        </Link>
        <nav aria-label={m.layout_nav_main()} className="hidden flex-1 items-center gap-1 lg:flex">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navClass} prefetch="intent">
              {link.label()}
            </NavLink>
          ))}
          <details className="group relative">
            <summary className="cursor-pointer list-none rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800">
              {m.layout_nav_more()} ▾
            </summary>
            <div className="absolute start-0 mt-1 w-48 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              {infoLinks.map((link) => (
                <NavLink key={link.to} to={link.to} className={(state) => `block ${navClass(state)}`}>
                  {link.label()}
                </NavLink>
              ))}
            </div>
          </details>
        </nav>
        <HeaderSearch signedIn={viewer !== null} />
        <div className="ms-auto flex items-center gap-1">
          <ThemeToggle theme={theme} />
          <AccountLinks viewer={viewer} />
          <PhoneMenu label={m.layout_nav_mobile()} side="end" width="w-60" buttonClassName="text-slate-700 dark:text-slate-300">
            {[...mainLinks, ...(viewer ? PHONE_ACCOUNT_LINKS : []), ...infoLinks].map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === "/"} className={(state) => `block ${navClass(state)}`}>
                {link.label()}
              </NavLink>
            ))}
          </PhoneMenu>
        </div>
      </div>
    </header>
  );
}
