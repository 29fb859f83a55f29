// The site's languages (docs/decisions/046-languages.md): their names, their direction, the admin
// area's, and which one a browser asks for. Their addresses are in app/lib/locale-paths.ts.
import { localeOfPath } from "~/lib/locale-paths";
import { onSite } from "~/lib/site-url";
import { baseLocale, getTextDirection, type Locale, locales } from "~/paraglide/runtime";

export { baseLocale, locales, type Locale };

/** Each language as its readers name it, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  "zh-Hans": "简体中文",
  "zh-Hant": "繁體中文",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  id: "Bahasa Indonesia",
  ar: "العربية",
  vi: "Tiếng Việt",
  ru: "Русский",
};

/** "rtl" for Arabic, "ltr" for the others (from Intl's own text info). */
export const textDirection = (locale: Locale) => getTextDirection(locale);

/** The admin area's languages (decision 046); its pages in another language are its English ones. */
export const adminLocales: readonly Locale[] = [baseLocale, "zh-Hans"];

/**
 * An admin page's address in a language the admin area does not speak, as its English address
 * (absolute: a redirect to a path would get the page's language prefix back); else null.
 */
export function adminAddressInEnglish(url: URL, origin: string): string | null {
  const { locale, path } = localeOfPath(url.pathname);
  return adminLocales.includes(locale) ? null : `${origin}${onSite(path)}${url.search}`;
}

/** The first of the site's languages a browser's Accept-Language asks for, by its own order of preference. */
export function preferredLocale(acceptLanguage: string | null): Locale | null {
  if (!acceptLanguage) return null;
  const asked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? "1",
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of asked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

/** A BCP 47 tag as one of the site's languages: zh-CN and zh-SG read Simplified, zh-TW and zh-HK Traditional, pt any Portuguese. */
function localeOfTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  if (lower === "*") return null;
  const exact = locales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const [language = "", ...rest] = lower.split("-");
  if (language === "zh") return rest.some((part) => ["hant", "tw", "hk", "mo"].includes(part)) ? "zh-Hant" : "zh-Hans";
  if (language === "pt") return "pt-BR";
  if (language === "in") return "id"; // the older code for Indonesian, still sent by some Android browsers
  return locales.find((locale) => locale.toLowerCase() === language) ?? null;
}
