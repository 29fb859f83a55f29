import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageLanguage } from "~/islands/page-language";

// A page is in one language, the one the server wrote into <html lang> (decision 046); its
// messages other than English come in one table, loaded before the page hydrates (decision 048).
pageLanguage().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
