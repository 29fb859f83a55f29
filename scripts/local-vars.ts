/**
 * Vars every local run of the worker gets (`wrangler dev` and `vite dev` alike): locally no header
 * names the caller (app/.server/client-ip.ts), and push subscriptions may name a push service on
 * this machine (the browser tests run one). Never in wrangler.toml: a deploy must not have them.
 */
export const LOCAL_WORKER_VARS = { CLIENT_IP_FROM: "local", PUSH_LOCAL_ENDPOINTS: "allow" } as const;
