import { SITE_NAME } from "~/lib/site-name";
import { siteOrigin } from "~/lib/site-url";
import type { AppEnv } from "~/.server/env";

/** The name authenticators show beside the account. */
const RP_NAME = SITE_NAME;

export type RelyingParty = { name: string; id: string; origin: string };

/**
 * Who passkeys are made for and checked against (decision 038): the configured SITE_ORIGIN, or
 * where unset the origin the request came to (on Workers the route the worker answers, locally
 * http://localhost:<port>). The RP ID is that origin's host name.
 */
export function relyingParty(env: Pick<AppEnv, "SITE_ORIGIN">, requestUrl: string): RelyingParty {
  const origin = siteOrigin(env, requestUrl);
  return { name: RP_NAME, id: new URL(origin).hostname, origin };
}
