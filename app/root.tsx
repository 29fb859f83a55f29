import {
  data,
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useEffect, type ReactNode } from "react";
import { endSession } from "~/web/sessions.server";
import { readViewer } from "~/web/viewer.server";
import { NotFound } from "~/components/layout/not-found";
import { SiteShell } from "~/components/layout/site-shell";
import { getAboutContact } from "~/domain/settings/queries.server";
import { countUnread } from "~/domain/notifications/queries.server";
import { BELL_COUNTS_UP_TO } from "~/components/layout/notification-bell";
import { useNonce } from "~/hooks/nonce";
import { islandsScript } from "~/islands/inline";
import { HYDRATED_EVENT, NAVIGATE_EVENT, type NavigateAsked } from "~/islands/names";
import { syncWithAccount } from "~/hooks/account-history";
import { forgetAccountCopy } from "~/lib/browser/account-copy";
import { useAccountId } from "~/hooks/use-watch-history";
import { readThemeMode, readTitleLanguage } from "~/lib/cookies";
import { siteOrigin } from "~/lib/site-url";
import { THEME_BOOT_SCRIPT, THEME_COLORS } from "~/lib/theme";
import { SERVICE_WORKER_BOOT } from "~/lib/service-worker";
import { TV_BOOT_SCRIPT } from "~/lib/tv-mode";
import stylesheet from "~/tailwind.css?url";
import { appContext } from "~/web/router-context.server";
import { textDirection } from "~/i18n/locales";
import { localeOfPath, localized, pathIn } from "~/lib/locale-paths";
import { getLocale } from "~/paraglide/runtime";
import { m } from "~/paraglide/messages";
import { LanguageAlternates } from "~/components/layout/language-links";
import { usesSiteShell } from "~/lib/page-hydration";
import { useHydrates } from "~/hooks/use-hydrates";

export const links: LinksFunction = () => [
  // A precedence makes React 19 write the stylesheet ahead of the hoisted module preloads (which it
  // puts before the head's own tags), so it is not queued behind 25 scripts on a phone's connections.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The installed app, in the page's language (decision 063).
  { rel: "manifest", href: localized("/manifest.webmanifest") },
  { rel: "apple-touch-icon", href: "/icons/app-192.png" },
];

/**
 * Before any loader: who the request is for, so every page's series reads keep their cap on
 * content ratings (app/.server/audience.ts). The loaders run side by side, and one that read the
 * catalogue before a kids profile was known would read it as a visitor. The session is read once
 * a request: the loader below reads the same.
 */
export const middleware: MiddlewareFunction<Response>[] = [
  async ({ request, context }) => {
    await readViewer(request, context.get(appContext));
  },
];

export async function loader({ request, context, url }: LoaderFunctionArgs) {
  const app = context.get(appContext);
  const [site, session] = await Promise.all([getAboutContact(app), readViewer(request, app)]);
  const onBlockedPage = localeOfPath(url.pathname).path === "/blocked";
  // Visitor spec, account check: a blocked user is signed out and sent to /blocked.
  if (session.state === "blocked" && !onBlockedPage)
    throw redirect("/blocked", { headers: { "Set-Cookie": await endSession(request, "user") } });
  const dropCookie = session.state === "stale" || session.state === "blocked";
  // The bell's count: signed-in pages only, which are rendered for their viewer and never shared.
  const viewer =
    session.state === "signed-in" ? { ...session.viewer, unread: await countUnread(app, session.viewer.id, BELL_COUNTS_UP_TO) } : null;
  return data(
    {
      theme: readThemeMode(request.headers.get("Cookie")),
      // A viewer's own choice: their account's, else their browser's cookie, which makes the page theirs alone.
      titleLanguage: viewer?.titleLanguage ?? readTitleLanguage(request.headers.get("Cookie")),
      viewer,
      site,
      // Canonical and Open Graph addresses are absolute (app/lib/page-meta.ts).
      origin: siteOrigin(app.env, request.url),
    },
    dropCookie ? { headers: { "Set-Cookie": await endSession(request, "user") } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const theme = data?.theme ?? "dark";
  const nonce = useNonce();
  const locale = getLocale();
  const hydrates = useHydrates();
  const siteShell = usesSiteShell(matches);
  return (
    <html
      lang={locale}
      dir={textDirection(locale)}
      // The admin's pages load the admin area's messages besides the page language's (decision 048).
      data-area={siteShell ? undefined : "admin"}
      className={theme === "dark" ? "dark" : "light"}
      style={{ colorScheme: theme }}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <meta name="theme-color" content={THEME_COLORS[theme]} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the theme's and TV mode's scripts are constants of ours, run before paint with the response nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT + TV_BOOT_SCRIPT }} />
        <Meta />
        {data && siteShell ? <LanguageAlternates origin={data.origin} /> : null}
        <Links />
      </head>
      <body
        className="min-h-screen bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100"
        // TV mode's remote, on the site's pages (decision 064).
        {...(siteShell ? { "data-island": "tv-navigation", "data-island-on": "tv" } : {})}
      >
        {data && siteShell ? (
          <SiteShell site={data.site} viewer={data.viewer} theme={theme}>
            {children}
          </SiteShell>
        ) : (
          children
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the islands' loader is a constant of ours with the build's addresses, run with the response nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: islandsScript(hydrates) }} />
        {siteShell ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the service worker's registration is a constant of ours, run with the response nonce
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SERVICE_WORKER_BOOT }} />
        ) : null}
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Browser tests wait for this mark before clicking what JavaScript enhances; islands wait for the event.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  // An island that opens a page (a search suggestion) leaves it to the app, which draws it itself.
  const navigate = useNavigate();
  useEffect(() => {
    const open = (event: Event) => {
      event.preventDefault();
      const { to, replace } = (event as CustomEvent<NavigateAsked>).detail;
      // A page that takes this one's place (another server of the episode) keeps where it was scrolled.
      void navigate(to, { replace, preventScrollReset: replace });
    };
    window.addEventListener(NAVIGATE_EVENT, open);
    return () => window.removeEventListener(NAVIGATE_EVENT, open);
  }, [navigate]);
  // A signed-in viewer's history is their account's; a signed-out browser keeps only its own.
  const accountId = useAccountId();
  useEffect(() => {
    if (accountId === null) return forgetAccountCopy();
    const sync = () => void syncWithAccount(accountId);
    sync();
    // Back online, what was watched without a connection reaches the account at once.
    window.addEventListener("online", sync);
    return () => window.removeEventListener("online", sync);
  }, [accountId]);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFound message={typeof error.data === "string" ? error.data : undefined} />;
  // A refusal (a form too large, too many attempts) says what it was, in the page's language
  // (app/web/form-submission.server.ts translated it); a failure of ours asks to try again.
  const refusal = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.layout_error_title()}</h1>
      <p role={refusal ? "alert" : undefined} className="mt-2 text-slate-600 dark:text-slate-400">
        {refusal ?? m.layout_error_text()}
      </p>
      <a href={pathIn(getLocale(), "/")} className="btn-primary mt-6 inline-flex">
        {m.layout_error_home()}
      </a>
    </main>
  );
}
