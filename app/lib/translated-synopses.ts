// A series' synopsis in other languages than the one it was written in (issue #50, decision 047):
// `{"zh-Hans": "…"}` in the API and a JSON file, one `descriptions.zh-Hans` field per language in
// the admin form, one `description_zh-Hans` column per language in a CSV file. The page in that
// language shows it; a page in a language it lacks shows the original and says so.
import { z } from "zod";
import { baseLocale, type Locale, locales } from "~/paraglide/runtime";
import { optionalText } from "./schema-fields";

/** The languages a synopsis can be translated into: every site language but English, the original's. */
export const SYNOPSIS_LOCALES = locales.filter((locale) => locale !== baseLocale) as Exclude<Locale, "en">[];
export type SynopsisLocale = (typeof SYNOPSIS_LOCALES)[number];
export type TranslatedSynopses = Partial<Record<SynopsisLocale, string>>;

export const SYNOPSIS_MAX = 5000;

const isSynopsisLocale = (key: string): key is SynopsisLocale => (SYNOPSIS_LOCALES as readonly string[]).includes(key);

/** The CSV column of a language's synopsis: `description_zh-Hans`. */
export const synopsisColumn = (locale: SynopsisLocale) => `description_${locale}`;
const localeByLowerCase = new Map(SYNOPSIS_LOCALES.map((locale) => [locale.toLowerCase(), locale]));
/** The language of a CSV column or form field, or null when it names none (a CSV header is read in lower case). */
export const localeOfSynopsisColumn = (column: string): SynopsisLocale | null =>
  column.startsWith("description_") ? (localeByLowerCase.get(column.slice("description_".length).toLowerCase()) ?? null) : null;

/**
 * A form's or a CSV record's values with their `description_zh-Hans` fields gathered into the
 * `descriptions` object the schema reads (left out when none is there, so the stored ones stand).
 */
export function withSynopsesGathered(values: Record<string, unknown>): Record<string, unknown> {
  const gathered: Record<string, unknown> = {};
  const descriptions: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const locale = localeOfSynopsisColumn(name);
    if (locale) descriptions[locale] = value;
    else gathered[name] = value;
  }
  if (Object.keys(descriptions).length) gathered.descriptions = descriptions;
  return gathered;
}

/**
 * The translations as the API, a form and a file give them: an object by language, read as a merge
 * patch (RFC 7396, what SQLite's json_patch applies): a language given with text sets its synopsis,
 * one given empty or null removes it, one left out keeps it. A language the site does not speak is
 * refused by name.
 */
export const translatedSynopsesField = z
  .record(z.string(), optionalText("Translated synopsis", SYNOPSIS_MAX), {
    error: 'Translated synopses must be an object by language, such as {"zh-Hans": "…"}',
  })
  .superRefine((given, ctx) => {
    const unknown = Object.keys(given).find((key) => !isSynopsisLocale(key));
    if (unknown)
      ctx.addIssue({
        code: "custom",
        path: [unknown],
        message: `"${unknown}" is not a language of the site's synopses (${SYNOPSIS_LOCALES.join(", ")})`,
      });
  })
  .transform((given) => given as SynopsesPatch);
export type SynopsesPatch = Partial<Record<SynopsisLocale, string | null>>;

/** The translations after a patch, in the site's order of languages. */
export const patchedSynopses = (current: TranslatedSynopses, patch: SynopsesPatch = {}): TranslatedSynopses =>
  Object.fromEntries(
    SYNOPSIS_LOCALES.flatMap((locale) => {
      const text = locale in patch ? patch[locale] : current[locale];
      return text ? [[locale, text]] : [];
    }),
  );

/** The synopsis a page in `locale` shows, and whether it is the original standing in for a missing translation. */
export function synopsisIn(locale: Locale, original: string | null, translations: TranslatedSynopses) {
  const translated = locale === baseLocale ? undefined : translations[locale];
  if (translated) return { text: translated, lang: locale, isOriginal: false };
  return { text: original, lang: null, isOriginal: locale !== baseLocale && Boolean(original) };
}
