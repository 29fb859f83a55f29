import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { NonceContext } from "~/hooks/nonce";
import { isStorageUnavailable } from "~/.server/errors";
import { cspNonceContext, renderFaultsContext } from "~/web/router-context.server";
import { pageHydrates } from "~/lib/page-hydration";
import { lowPriorityModulePreloads } from "~/lib/low-priority-preloads";

// The worker's page door (workers/pages.ts) takes the request's context and language from here:
// the worker reaches the page adapters only through the build.
export { routerContextOf, type RenderFaults } from "~/web/router-context.server";
export { inLocale } from "~/i18n/request-locale.server";

/**
 * A loader or action that threw: logged, as React Router does by default, unless it is a refusal of
 * the request (a 4xx answer, such as a post to a page with no action: the caller's mistake, not the
 * site's, and a log full of them hides the failures). When D1 or R2 failed in passing, the render's
 * faults say so to the worker, which answers 503 or a stale page (workers/outage.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (!(isRouteErrorResponse(error) && error.status < 500)) console.error(error);
  if (isStorageUnavailable(error)) (context as RouterContextProvider).get(renderFaultsContext).storageFailed = true;
};

/** How long deferred data may stream before the render gives up on it (React Router reads this export). */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every inline script (React Router's, React's streaming ones, the theme's) carries the response's nonce.
  const nonce = loadContext.get(cspNonceContext);
  const page = (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page without the app waits on nothing (no router data to stream, no Suspense), so it is
  // rendered to one string: the same bytes as the stream, for about a third less of the worker's
  // time on home, where the stream wrote each of thousands of small parts into its buffers one by
  // one (decision 056). Most such views come from the edge cache as whole bytes anyway.
  if (!hydrates(routerContext))
    return new Response(`<!DOCTYPE html>${renderToString(page)}`, { headers: responseHeaders, status: responseStatusCode });
  const body = await renderToReadableStream(page, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      console.error(error);
      responseStatusCode = 500;
    },
  });

  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  return new Response(body.pipeThrough(lowPriorityModulePreloads()), { headers: responseHeaders, status: responseStatusCode });
}

/** The root's rule, read off the router's state: each match's handle and loader data. */
function hydrates({ staticHandlerContext: { matches, loaderData }, routeModules }: EntryContext) {
  const pageMatches = matches.map(({ route }) => ({ handle: routeModules[route.id]?.handle, loaderData: loaderData[route.id] }));
  return pageHydrates(pageMatches, Boolean((loaderData.root as { viewer?: unknown } | undefined)?.viewer));
}
