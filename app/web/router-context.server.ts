import { createContext, RouterContextProvider } from "react-router";
import type { AppContext } from "~/.server/context";

/** The app context (checked bindings, the db client) every loader and action reads: `context.get(appContext)`. */
export const appContext = createContext<AppContext>();
/** This response's script nonce, named in its Content-Security-Policy (workers/security.ts). */
export const cspNonceContext = createContext<string>();
/** The caller's address, as the worker read it (app/.server/client-ip.ts): what limits by address count. */
export const callerIpContext = createContext<string>();

/**
 * What went wrong under one render, noted by its error handler (app/entry.server.tsx) for the
 * worker's page handler that made it (workers/app.ts): React Router draws the error boundary
 * whatever the cause, and only the handler knows the cause. An object both hold, not a module's
 * value: the worker and the page build each bundle their own modules (decision 023).
 */
export type RenderFaults = { storageFailed: boolean };
export const renderFaultsContext = createContext<RenderFaults>();

/** What the worker hands React Router for one request: the same app context the API door gets. */
export function routerContextOf(app: AppContext, cspNonce: string, callerIp: string, faults: RenderFaults) {
  return new RouterContextProvider(
    new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
      [appContext, app],
      [cspNonceContext, cspNonce],
      [callerIpContext, callerIp],
      [renderFaultsContext, faults],
    ]),
  );
}
