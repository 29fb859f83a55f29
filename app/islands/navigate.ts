import { localized } from "~/lib/locale-paths";
import { NAVIGATE_EVENT, type NavigateAsked } from "./names";

/** A site path in the page's language, or a query of this page as it is (`?server=2#player`). */
export const siteHref = (to: string) => (to.startsWith("/") ? localized(to) : to);

/**
 * Opens a site path or a query of this page: inside the app when the page hydrated (root.tsx
 * listens), else by loading it; `replace` takes the place of this page in the history.
 */
export function navigateTo(to: string, { replace = false }: { replace?: boolean } = {}) {
  const asked = new CustomEvent<NavigateAsked>(NAVIGATE_EVENT, { detail: { to, replace }, cancelable: true });
  if (!window.dispatchEvent(asked)) return;
  if (replace) window.location.replace(siteHref(to));
  else window.location.assign(siteHref(to));
}
