// The languages' addresses (docs/decisions/046-languages.md): English at `/…`, every other language
// under its own prefix (`/zh-Hans/list`), so a cached page is one language per address. They sit in
// app/lib, under every layer, since every layer writes links.
import { baseLocale, getLocale, type Locale, locales } from "~/paraglide/runtime";
import { onSite } from "./site-url";

/** The address prefix of a language: "" for English, "/zh-Hans" for Simplified Chinese. */
export const localePrefix = (locale: Locale) => (locale === baseLocale ? "" : `/${locale}`);

const prefixed = new Set<string>(locales.filter((locale) => locale !== baseLocale));

/** The language an address is in and the site's own path under it (`/ar/list` → ar, `/list`). */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split("/", 2)[1] ?? "";
  if (!prefixed.has(first)) return { locale: baseLocale, path: pathname };
  const locale = first as Locale;
  return { locale, path: pathname.slice(first.length + 1) || "/" };
}

/** A site path in a language: `/list` → `/ar/list`, `/` → `/ar`; never another host's (`onSite`). */
export function pathIn(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return onSite(path);
  return path === "/" ? prefix : `${prefix}${onSite(path)}`;
}

/**
 * A site path in the language of the page being rendered, for what React Router's basename does not
 * reach: plain `<a href>`s and absolute addresses (a `<Link>`, `<Form>` or redirect gets it already).
 */
export const localized = (path: string) => pathIn(getLocale(), path);
