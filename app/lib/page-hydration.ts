// Whether a page runs the app in the browser (docs/decisions/052-hydration.md), decided once for
// the root, which leaves the app's scripts out, and for app/entry.server.tsx, which renders a page
// without them to one string instead of a stream.

/** What the rule reads of each route a page matched: its handle and its loader's data. */
export type PageMatch = { handle?: unknown; loaderData?: unknown };

const isAdmin = (value: unknown) => (value as { shell?: string } | undefined)?.shell === "admin";

/** Admin routes (`handle.shell` or, for the login page, `data.shell` = "admin") draw their own chrome. */
export const usesSiteShell = (matches: readonly PageMatch[]) =>
  !matches.some((match) => isAdmin(match.handle) || isAdmin(match.loaderData));

/**
 * Yes, unless the deepest route that says so has `handle.hydrate === false` (a page whose every
 * part works as the server wrote it, with islands for its widgets). For a signed-in viewer, whose
 * pages are theirs alone and keep their watch history in step with their account, yes too, unless
 * that route also says `signedIn: "islands"`: its signed-in parts are the server's or islands as
 * well (the home, issue #70). Always in the admin (its login shares the series pages' route,
 * `$slug`, and signs in with a passkey).
 */
export function pageHydrates(matches: readonly PageMatch[], signedIn: boolean): boolean {
  if (!usesSiteShell(matches)) return true;
  const said = matches.findLast((match) => typeof (match.handle as { hydrate?: unknown } | undefined)?.hydrate === "boolean");
  const handle = said?.handle as { hydrate: boolean; signedIn?: "islands" } | undefined;
  if (handle?.hydrate !== false) return true;
  return signedIn && handle.signedIn !== "islands";
}
