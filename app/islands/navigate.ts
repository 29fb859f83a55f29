import { localized } from "~/i18n/locales";
import { NAVIGATE_EVENT } from "./names";

/** Opens a site path: inside the app when the page hydrated (root.tsx listens), else by loading it. */
export function navigateTo(path: string) {
  const asked = new CustomEvent(NAVIGATE_EVENT, { detail: path, cancelable: true });
  if (window.dispatchEvent(asked)) window.location.assign(localized(path));
}
