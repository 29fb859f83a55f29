// Which of a series' titles a viewer reads (issue #50, decision 046): as the series names it (its
// main title, or on a page in another language the alternative title in that language), its
// English title, its romanised title, or its title in its own script. Shared by the database
// schema, the API and the pages.
export const titleLanguages = ["as_named", "english", "romaji", "native"] as const;
export type TitleLanguage = (typeof titleLanguages)[number];

/** A browser's choice, kept for anonymous viewers; a signed-in viewer's is on the account. */
export const TITLE_LANGUAGE_COOKIE = "title_language";
