// The worker's translation tables: the files the browser loads, read through the static files'
// binding (no request leaves the location), every language's admin half with it, once an isolate.
// The tables' addresses are imported when first asked: the scripts tsx runs outside Vite (the
// OpenAPI lint, the seed) reach the push fan-out, which asks, but write English only.
import { ConfigError } from "~/.server/env";
import { staticFile } from "~/.server/static-files";
import type { Locale } from "./locales";
import type { TableFetcher } from "./message-tables";

/**
 * Where the worker reads a table: its static files. Under `vite dev`, whose middleware serves the
 * tables (scripts/translation-plugins.ts) where the binding does not, the dev server the request
 * came to (a table's path resolves against its address).
 */
export function tablesOf(assets: Fetcher | undefined, requestUrl?: string): TableFetcher {
  if (import.meta.env.DEV && requestUrl) return (path) => fetch(new URL(path, requestUrl));
  return (path) => {
    if (!assets) throw new ConfigError("Invalid configuration: ASSETS missing static files binding (wrangler.toml's [assets])");
    return staticFile(assets, path);
  };
}

export async function loadTranslationsFrom(tables: TableFetcher, locale: Locale) {
  const { loadTranslations } = await import("./translations");
  await loadTranslations(locale, true, tables);
}
