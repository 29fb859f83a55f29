import { Form, useLocation } from "react-router";
import { useTitleLanguage } from "~/hooks/use-series-title";
import { LOCALE_NAMES, type Locale, locales } from "~/i18n/locales";
import { pathIn } from "~/lib/locale-paths";
import { siteUrl } from "~/lib/site-url";
import { type TitleLanguage, titleLanguages } from "~/lib/vocabulary/title-languages";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { ReturnHere } from "~/components/ui/return-here";

/** The page's address in another language: the same path and query under that language's prefix. */
function usePageIn() {
  const { pathname, search } = useLocation();
  return (locale: Locale) => `${pathIn(locale, pathname)}${search}`;
}

/** `<link rel="alternate" hreflang>` for every language and x-default (English), each pointing at the others. */
export function LanguageAlternates({ origin }: { origin: string }) {
  const pageIn = usePageIn();
  return (
    <>
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={siteUrl(origin, pageIn(locale))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={siteUrl(origin, pageIn("en"))} />
    </>
  );
}

/**
 * The language menu: plain links to this page in each language, so it works without JavaScript
 * and loads the other language's document whole (its messages and direction come with it).
 */
export function LanguageMenu() {
  const pageIn = usePageIn();
  const current = getLocale();
  return (
    <nav aria-label={m.layout_language()} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {locales.map((locale) => (
        <a
          key={locale}
          href={pageIn(locale)}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? "true" : undefined}
          className={locale === current ? "font-semibold text-rose-600 dark:text-rose-400" : "hover:text-rose-500"}
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}

/**
 * Where an English page offers a first-time visitor the language their browser asks for: an empty
 * slot the language-offer island (app/islands/language-offer.ts) fills in the browser, since a
 * shared cached page must not depend on a header (without JavaScript, the footer's menu does it).
 */
export function LanguageOffer() {
  if (getLocale() !== "en") return null;
  return <div hidden data-island="language-offer" data-island-on="language" className="mx-auto mt-3 max-w-7xl px-4" />;
}

const TITLE_CHOICES: Record<TitleLanguage, () => string> = {
  as_named: m.layout_title_as_named,
  english: m.layout_title_english,
  romaji: m.layout_title_romaji,
  native: m.layout_title_native,
};

/**
 * Which of a series' titles the viewer reads (decision 046): a plain form, so it works without
 * JavaScript; the choice goes on the account or into a cookie, and the viewer comes back here.
 */
export function TitleLanguageForm() {
  const titleLanguage = useTitleLanguage();
  return (
    <Form method="post" action="/title-language" className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="title-language">{m.layout_title_language()}</label>
      <select id="title-language" name="title_language" defaultValue={titleLanguage} className="field w-auto py-1">
        {titleLanguages.map((choice) => (
          <option key={choice} value={choice}>
            {TITLE_CHOICES[choice]()}
          </option>
        ))}
      </select>
      <ReturnHere />
      <button type="submit" className="btn-ghost px-3 py-1">
        {m.layout_title_apply()}
      </button>
    </Form>
  );
}

/**
 * TV mode's switch (decision 064). The server never knows whether a page is in TV mode (the page's
 * first script decides), so the form carries both buttons and the stylesheet shows the one that
 * changes it. It reloads the page, whose first script then reads the new choice.
 */
export function TvModeForm() {
  return (
    <Form method="post" action="/tv-mode" reloadDocument className="text-sm">
      <ReturnHere />
      <button type="submit" name="tv" value="on" className="btn-ghost tv-mode-off-only px-3 py-1">
        {m.layout_tv_mode_on()}
      </button>
      <button type="submit" name="tv" value="off" className="btn-ghost tv-mode-on-only px-3 py-1">
        {m.layout_tv_mode_off()}
      </button>
    </Form>
  );
}
