import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTranslations } from "~/paraglide/client/translations";
import { baseLocale, overwriteGetLocale, toLocale } from "~/paraglide/runtime";

// A page is in one language, the one the server wrote into <html lang> (decision 046); its
// messages other than English come in one table, loaded before the page hydrates (decision 048).
const pageLocale = toLocale(document.documentElement.lang) ?? baseLocale;
overwriteGetLocale(() => pageLocale);

loadTranslations(pageLocale).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
