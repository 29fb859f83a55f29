import { loadTranslations } from "~/i18n/translations";
import { baseLocale, overwriteGetLocale, toLocale } from "~/paraglide/runtime";

let loading: Promise<void> | null = null;

/**
 * The page's language, the one the server wrote into <html lang> (decision 046), and its messages
 * (decision 048), with the admin area's where the root marks the page as the admin's: the app waits
 * for them before it hydrates, an island before it writes a word.
 */
export function pageLanguage(): Promise<void> {
  loading ??= (() => {
    const locale = toLocale(document.documentElement.lang) ?? baseLocale;
    overwriteGetLocale(() => locale);
    return loadTranslations(locale, document.documentElement.dataset.area === "admin");
  })();
  return loading;
}
