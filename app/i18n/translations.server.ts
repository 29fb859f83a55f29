// The worker's translation tables: the files the browser loads, read through the static files'
// binding (no request leaves the location), every language's admin half with it, once an isolate.
// The tables' addresses are imported when first asked: the scripts tsx runs outside Vite (the
// OpenAPI lint, the seed) reach the push fan-out, which asks, but write English only.
import { ConfigError } from "~/.server/env";
import type { Locale } from "./locales";

export async function loadTranslationsFrom(assets: Fetcher | undefined, locale: Locale) {
  const { loadTranslations } = await import("./translations");
  await loadTranslations(locale, true, (path) => {
    if (!assets) throw new ConfigError("Invalid configuration: ASSETS missing static files binding (wrangler.toml's [assets])");
    return assets.fetch(new URL(path, "https://assets.local"));
  });
}
