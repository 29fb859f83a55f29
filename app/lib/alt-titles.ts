// A series' alternative titles, each with its language (docs/decisions/024-titles-in-every-script.md).
// The API and JSON files carry `[{"lang": "ja", "title": "..."}]`; the admin form's textarea and a
// CSV cell carry the same as lines of `lang: title`, read by the same schema.
import { z } from "zod";
import { requiredText } from "./schema-fields";

export type AltTitle = { lang: string; title: string };

export const MAX_ALT_TITLES = 20;
/** The longest main or alternative title of a series. */
export const SERIES_TITLE_MAX = 300;

const NO_LANGUAGE = "Each alternative title needs a language, written as lang: title (ja: 進撃の巨人)";

/** A BCP 47 tag, as Intl canonicalises it ("zh-hans" is "zh-Hans", "JA-latn" is "ja-Latn"). */
export const languageTag = (whenMissing: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: whenMissing })
      .min(1, whenMissing)
      .transform((tag, ctx) => {
        try {
          const [canonical] = Intl.getCanonicalLocales(tag);
          if (canonical) return canonical;
        } catch {
          // not a well-formed tag: refused below
        }
        ctx.addIssue({ code: "custom", message: `"${tag}" is not a language tag (BCP 47, such as ja, zh-Hans, en or ja-Latn)` });
        return z.NEVER;
      }),
  );

const AltTitleInput = z.object(
  { lang: languageTag(NO_LANGUAGE), title: requiredText("Alternative title", SERIES_TITLE_MAX) },
  { error: "Each alternative title is a language and a title" },
);

/** Lines of `lang: title` as the list the API takes (a line without a colon has no language). */
export function altTitlesFromLines(text: string): AltTitle[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      return colon < 0 ? { lang: "", title: line } : { lang: line.slice(0, colon), title: line.slice(colon + 1) };
    });
}

/** The list as `lang: title` lines, for the form's textarea and a CSV cell. */
export const altTitlesToLines = (titles: readonly AltTitle[]) => titles.map(({ lang, title }) => `${lang}: ${title}`).join("\n");

/** The API's list, or the form's and CSV's lines; the same title twice in one language is kept once. */
export const altTitlesField = z.preprocess(
  (value) => (typeof value === "string" ? altTitlesFromLines(value) : value),
  z
    .array(AltTitleInput, { error: "Alternative titles must be a list" })
    .max(MAX_ALT_TITLES, `At most ${MAX_ALT_TITLES} alternative titles`)
    .transform((titles) =>
      titles.filter((title, index) => titles.findIndex((other) => other.lang === title.lang && other.title === title.title) === index),
    ),
);
