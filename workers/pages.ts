// The pages' door: React Router renders every path the API and the uploads do not answer, in the
// address's language (decision 046). One request handler per language, with its prefix as the
// basename, so links, forms and redirects a page makes under /zh-Hans stay under /zh-Hans without
// any route knowing its language; each is made the first time its language is asked for.
import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { clientIpOf } from "~/.server/client-ip";
import type { Locale } from "~/i18n/locales";
import { loadTranslationsFrom, tablesOf } from "~/i18n/translations.server";
import { localeOfPath, localePrefix } from "~/lib/locale-paths";
import type { WorkerEnv } from "./d1-session";
import { unavailablePage } from "./outage";

/**
 * What the worker takes from the pages' build besides React Router's handler: the request's context
 * and its language, which app/entry.server.tsx exports, so the worker reaches no page adapter but
 * through the build (app/layers.test.ts). The build and this file are one Vite bundle: one copy of
 * react-router, whose RouterContextProvider and context keys are checked by identity.
 */
type PageEntry = typeof import("~/entry.server");
const { routerContextOf, inLocale } = (build.entry as ServerBuild["entry"] & { module: PageEntry }).module;

const handlers = new Map<Locale, ReturnType<typeof createRequestHandler>>();
function handlerIn(locale: Locale) {
  let handler = handlers.get(locale);
  if (!handler) {
    handler = createRequestHandler({ ...build, basename: localePrefix(locale) || "/" });
    handlers.set(locale, handler);
  }
  return handler;
}

/** The page at the request's path, rendered in its language. */
export async function renderPage(c: Context<WorkerEnv>) {
  const faults = { storageFailed: false };
  const { locale } = localeOfPath(c.req.path);
  await loadTranslationsFrom(tablesOf(c.env.ASSETS, c.req.url), locale);
  const context = routerContextOf(c.var.app, c.var.secureHeadersNonce ?? "", clientIpOf(c.req.raw, c.var.app.env), faults);
  const response = await inLocale(locale, () => handlerIn(locale)(c.req.raw, context));
  // The error page React Router drew, as a 503 when storage failed rather than the code: the page
  // cache answers a 503 with the page's stale copy when it has one (workers/page-cache.ts).
  return response.status >= 500 && faults.storageFailed ? unavailablePage(response) : response;
}
