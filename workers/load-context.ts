import type { AppContext } from "~/.server/context";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    app: AppContext;
  }
}

export function getLoadContext(env: Env, ctx: ExecutionContext, app: AppContext) {
  return { cloudflare: { env, ctx }, app };
}
