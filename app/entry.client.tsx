import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { baseLocale, overwriteGetLocale, toLocale } from "~/paraglide/runtime";

// A page is in one language, the one the server wrote into <html lang> (decision 046).
const pageLocale = toLocale(document.documentElement.lang) ?? baseLocale;
overwriteGetLocale(() => pageLocale);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
