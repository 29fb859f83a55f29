import { useLocation } from "react-router";

/**
 * The field that sends a button posted from this page back here (this path and query, within the
 * page's language: the router's location leaves the prefix to the basename); the action keeps it
 * on the site (app/lib/redirects.ts).
 */
export function ReturnHere() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="redirectTo" value={pathname + search} />;
}
