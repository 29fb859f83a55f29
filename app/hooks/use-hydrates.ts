import { useMatches, useRouteLoaderData } from "react-router";
import { pageHydrates } from "~/lib/page-hydration";

/** What this hook reads of the root route's data (app/root.tsx's loader). */
type RootViewer = { viewer: unknown };

/**
 * Whether this page runs the app in the browser (docs/decisions/052-hydration.md). In the browser
 * the app has hydrated by definition, and a page it draws itself keeps its scripts.
 */
export function useHydrates() {
  const matches = useMatches();
  const signedIn = Boolean(useRouteLoaderData<RootViewer>("root")?.viewer);
  return typeof document !== "undefined" || pageHydrates(matches, signedIn);
}
