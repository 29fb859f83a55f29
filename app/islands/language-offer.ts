import { LOCALE_NAMES, preferredLocale, textDirection } from "~/i18n/locales";
import { pathIn } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";
import { loadTranslations } from "~/i18n/translations";
import { OFFER_DISMISSED } from "./names";
import { pageLanguage } from "./page-language";

/**
 * An English page offers a first-time visitor the language their browser asks for, in that
 * language, never redirecting: a shared cached page must not depend on a header, so the offer is
 * made here, into the empty slot app/components/layout/language-links.tsx leaves (without
 * JavaScript, the footer's menu does it).
 */
export default async function languageOffer(slot: HTMLElement) {
  const offered = preferredLocale(navigator.languages.join(","));
  if (!offered || offered === "en" || slot.childElementCount > 0 || localStorage.getItem(OFFER_DISMISSED)) return;
  await pageLanguage();
  await loadTranslations(offered, false);
  const language = LOCALE_NAMES[offered];
  const dismiss = () => {
    localStorage.setItem(OFFER_DISMISSED, "1");
    slot.hidden = true;
    slot.replaceChildren();
  };
  const text = document.createElement("span");
  text.textContent = m.layout_language_offer({ language }, { locale: offered });
  const link = document.createElement("a");
  link.hreflang = offered;
  link.className = "link font-semibold";
  link.textContent = m.layout_language_offer_link({ language }, { locale: offered });
  // This page in that language, read when followed: the app may have moved on since.
  const pageInOffered = () => `${pathIn(offered, window.location.pathname)}${window.location.search}`;
  link.href = pageInOffered();
  link.addEventListener("click", () => {
    link.href = pageInOffered();
    dismiss();
  });
  const close = document.createElement("button");
  close.type = "button";
  close.className = "btn-ghost ms-auto py-0.5 text-xs";
  close.setAttribute("aria-label", m.layout_language_offer_close({}, { locale: offered }));
  close.textContent = "✕";
  close.addEventListener("click", dismiss);
  const offer = document.createElement("p");
  offer.setAttribute("role", "status");
  offer.className = "alert-info flex flex-wrap items-center gap-x-3 gap-y-1";
  offer.replaceChildren(text, link, close);
  slot.lang = offered;
  slot.dir = textDirection(offered);
  slot.replaceChildren(offer);
  slot.hidden = false;
}
