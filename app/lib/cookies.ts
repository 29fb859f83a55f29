// Plain cookies (the theme, the D1 bookmark) are read and written one way on the server: the
// `cookie` library's parse and serialize. The session cookies go through React Router's
// createCookie (app/web/sessions.server.ts), which also encodes their value. The browser's one
// cookie write, the theme's, is plain text (app/lib/theme.ts) so the library stays off the pages.
import { parse, type SerializeOptions, serialize } from "cookie";
import { THEME_COOKIE, type ThemeMode } from "./theme";
import { TITLE_LANGUAGE_COOKIE, type TitleLanguage, titleLanguages } from "./vocabulary/title-languages";

/** The signed-in viewer's session cookie (app/web/sessions.server.ts writes it). */
export const USER_SESSION_COOKIE = "__session";

/** The header naming, by a digest, the session a page answer leaves the browser with (workers/kept-pages.ts); the service worker keeps pages by it. */
export const SESSION_KEY_HEADER = "X-Session-Key";

/** Every cookie a request sent, by name. */
export const cookiesOf = (header: string | null) => parse(header ?? "");

/** A Set-Cookie value (or, in the browser, a `document.cookie` assignment). */
export const cookieText = (name: string, value: string, options: SerializeOptions) => serialize(name, value, options);

/** The theme parsed cookies name (dark unless they say light). */
export const themeModeOf = (cookies: Record<string, string | undefined>): ThemeMode =>
  cookies[THEME_COOKIE] === "light" ? "light" : "dark";

/** The theme a request's cookie names (dark unless it says light); read on the server only. */
export const readThemeMode = (cookieHeader: string | null): ThemeMode => themeModeOf(cookiesOf(cookieHeader));

/** The title language a browser's cookie names, "as_named" when none or another word. */
export const readTitleLanguage = (cookieHeader: string | null): TitleLanguage => {
  const named = cookiesOf(cookieHeader)[TITLE_LANGUAGE_COOKIE];
  return (titleLanguages as readonly string[]).includes(named ?? "") ? (named as TitleLanguage) : "as_named";
};

/** Local development runs on http: a Secure cookie would never come back there. */
export const isLocalhost = (request: Request) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(request.url).hostname);

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * A viewer's choice kept in this browser for a year (the title language, how they watch), or
 * dropped when `value` is null; readable by the pages' scripts, sent on same-site navigations.
 */
export const choiceCookie = (request: Request, name: string, value: string | null) =>
  cookieText(name, value ?? "", { path: "/", maxAge: value === null ? 0 : YEAR_SECONDS, sameSite: "lax", secure: !isLocalhost(request) });
