import type { AppEnv } from "./env";

/** Where every local caller comes from (see `clientIpOf`). */
export const LOCAL_CALLER = "127.0.0.1";

/**
 * The caller's address: every rule that counts or allows by address reads it here and nowhere else.
 *
 * In production Cloudflare's edge sets `CF-Connecting-IP` on every request, overwriting whatever
 * the client sent, so it is the caller. Locally (wrangler dev, `CLIENT_IP_FROM=local`) Miniflare
 * fills that header from the socket only when the client sent none, so a forged one would pass
 * and nothing in the worker can tell it from a real one: there, every caller is the loopback
 * address and headers are ignored (docs/decisions/014-sessions-and-limits.md).
 */
export function clientIpOf(request: { headers: { get(name: string): string | null } }, env: Pick<AppEnv, "CLIENT_IP_FROM">): string {
  if (env.CLIENT_IP_FROM === "local") return LOCAL_CALLER;
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
