import type { AppContext } from "~/.server/context";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    app: AppContext;
    /** This response's script nonce, named in its Content-Security-Policy (workers/security.ts). */
    cspNonce: string;
  }
}

export function getLoadContext(env: Env, ctx: ExecutionContext, app: AppContext, cspNonce: string) {
  return { cloudflare: { env, ctx }, app, cspNonce };
}
