import { SITE_NAME } from "~/lib/site-name";
import { Form, Link, NavLink } from "react-router";
import { Icon } from "~/components/ui/icons";
import type { ThemeMode } from "~/lib/theme";
import { HeaderSearch } from "./header-search";
import { NotificationBell } from "./notification-bell";
import { ThemeToggle } from "./theme-toggle";

export const mainLinks = [
  { to: "/", label: "Home" },
  { to: "/list", label: "Browse" },
  { to: "/history", label: "Anime History" },
  { to: "/atoz", label: "A to Z list" },
];

/** A signed-in viewer's followed series (app/routes/my-list.tsx). */
const MY_LIST = { to: "/my-list", label: "My List" };
/** On phones the header keeps the bell and logout; these move into the menu. */
const PHONE_ACCOUNT_LINKS = [MY_LIST, { to: "/profile", label: "Profile" }];

export const infoLinks = [
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/disclaimer", label: "Disclaimer" },
  { to: "/dmca", label: "DMCA" },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? "bg-rose-600/10 text-rose-700 dark:text-rose-300" : "text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"}`;

type HeaderProps = { logo: string; viewer: { username: string; unread: number } | null; theme: ThemeMode };

function AccountLinks({ viewer }: Pick<HeaderProps, "viewer">) {
  if (!viewer)
    return (
      <Link to="/login" className="btn-primary py-1.5">
        Login
      </Link>
    );
  return (
    <div className="flex items-center gap-1">
      {/* On phones it is in the menu instead: one more icon would wrap the header's first row. */}
      <NavLink
        to={MY_LIST.to}
        className={(state) => `${navClass(state)} hidden items-center gap-1.5 px-2 sm:flex`}
        aria-label={MY_LIST.label}
        title={MY_LIST.label}
      >
        <Icon name="bookmark" />
        <span className="hidden md:inline">{MY_LIST.label}</span>
      </NavLink>
      <NotificationBell unread={viewer.unread} />
      <Link
        to="/profile"
        className="hidden rounded-lg p-2 sm:block text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
        aria-label={`Profile of ${viewer.username}`}
        title="Profile"
      >
        <Icon name="user" />
      </Link>
      <Form method="post" action="/logout">
        <button
          type="submit"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
          aria-label="Logout"
          title="Logout"
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
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={`${SITE_NAME} home`}>
          <img src={logo} alt="" width={260} height={48} className="h-8 w-auto sm:h-9" />
          <span className="sr-only">{SITE_NAME}</span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navClass} prefetch="intent">
              {link.label}
            </NavLink>
          ))}
          <details className="group relative">
            <summary className="cursor-pointer list-none rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800">
              More ▾
            </summary>
            <div className="absolute left-0 mt-1 w-48 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              {infoLinks.map((link) => (
                <NavLink key={link.to} to={link.to} className={(state) => `block ${navClass(state)}`}>
                  {link.label}
                </NavLink>
              ))}
            </div>
          </details>
        </nav>
        <HeaderSearch />
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle theme={theme} />
          <AccountLinks viewer={viewer} />
          <details className="relative lg:hidden">
            <summary
              className="cursor-pointer list-none rounded-lg p-2 text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
              aria-label="Menu"
            >
              <Icon name="menu" />
            </summary>
            <nav
              aria-label="Mobile"
              className="absolute right-0 mt-2 w-60 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            >
              {[...mainLinks, ...(viewer ? PHONE_ACCOUNT_LINKS : []), ...infoLinks].map((link) => (
                <NavLink key={link.to} to={link.to} end={link.to === "/"} className={(state) => `block ${navClass(state)}`}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
