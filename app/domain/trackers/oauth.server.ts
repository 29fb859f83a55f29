// The OAuth 2.0 authorization code grant (RFC 6749 §4.1) as the five trackers speak it (decisions
// 060, 071). Arctic's client, which the site used for AniList and MyAnimeList, cannot: its token
// requests say `User-Agent: arctic` (Bangumi answers 403 to a client that does not name itself,
// Shikimori and Simkl ask for the app's name), its refresh leaves out `redirect_uri` (Bangumi needs
// it), and it sends the app's secret only as HTTP Basic (Bangumi and Simkl read it from the body,
// Simkl's body being JSON). So each app says how its credentials go, and one client asks all five.
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { tokenRequest } from "~/.server/sources/service-call";
import { SourceUnavailable } from "~/lib/refusals";
import { SOURCE_NAMES } from "~/lib/vocabulary/series-sources";
import type { TrackerProvider } from "./tracker";

/** The site's app on a provider, and how that provider wants a grant asked. */
export type OAuthApp = {
  id: string;
  secret: string;
  authorizeEndpoint: string;
  tokenEndpoint: string;
  /** How a token request carries the app's credentials: HTTP Basic, the form body, or a JSON body. */
  credentials: "basic" | "form" | "json";
  /** MyAnimeList's PKCE, whose only method is `plain`. */
  pkce: boolean;
  scope?: string;
  /** Bangumi asks the redirect address with a refresh too (RFC 6749 asks it only with the code). */
  redirectOnRefresh?: true;
  /** What the authorize address says besides the grant's own parameters (Simkl's app name and version). */
  extras?: Record<string, string>;
};

/** The grant a token request brought: the access token, and the refresh token and expiry when the provider gives them. */
export type GrantTokens = { accessToken: string; refreshToken: string | null; expiresAt: string | null };

const TokenAnswer = z.object({
  access_token: z.string().min(1).max(4096),
  refresh_token: z.string().min(1).max(4096).optional(),
  expires_in: z.number().int().positive().optional(),
});
const OAuthError = z.object({ error: z.string().max(100) });

/** The provider would not trade the code or the refresh token (one used twice, a wrong verifier, a revoked grant). */
export class OAuthRefused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** The provider's page where the viewer allows the site; it sends them back to `redirectUri` with a code and the state. */
export function authorizeAddress(app: OAuthApp, redirectUri: string, state: string, codeVerifier: string | null) {
  const url = new URL(app.authorizeEndpoint);
  const params = { response_type: "code", client_id: app.id, redirect_uri: redirectUri, state, ...app.extras };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (app.scope) url.searchParams.set("scope", app.scope);
  if (codeVerifier) {
    url.searchParams.set("code_challenge_method", "plain");
    url.searchParams.set("code_challenge", codeVerifier);
  }
  return url.toString();
}

/**
 * The tokens the provider trades for a code (with its verifier when PKCE) or a refresh token, with
 * the redirect address the grant was asked with.
 * A refusal throws OAuthRefused; no answer, a 5xx or an answer in another shape, SourceUnavailable.
 */
export async function requestTokens(
  ctx: AppContext,
  provider: TrackerProvider,
  app: OAuthApp,
  redirectUri: string,
  grant: { code: string; codeVerifier: string | null } | { refreshToken: string },
): Promise<GrantTokens> {
  const fields: Record<string, string> =
    "code" in grant
      ? { grant_type: "authorization_code", code: grant.code, ...(grant.codeVerifier ? { code_verifier: grant.codeVerifier } : {}) }
      : { grant_type: "refresh_token", refresh_token: grant.refreshToken };
  if ("code" in grant || app.redirectOnRefresh) fields.redirect_uri = redirectUri;
  if (app.credentials !== "basic") Object.assign(fields, { client_id: app.id, client_secret: app.secret });
  const basic = app.credentials === "basic" ? { id: app.id, secret: app.secret } : undefined;
  const { ok, status, answer } = await tokenRequest(ctx, provider, app.tokenEndpoint, fields, { json: app.credentials === "json", basic });
  if (!ok) {
    const refusal = OAuthError.safeParse(answer);
    throw new OAuthRefused(refusal.success ? refusal.data.error : `status ${status}`);
  }
  const tokens = TokenAnswer.safeParse(answer);
  if (!tokens.success) throw new SourceUnavailable(`${SOURCE_NAMES[provider]} answered a grant this site does not read; try again later`);
  const { access_token, refresh_token, expires_in } = tokens.data;
  return {
    accessToken: access_token,
    refreshToken: refresh_token ?? null,
    expiresAt: expires_in === undefined ? null : new Date(Date.now() + expires_in * 1000).toISOString(),
  };
}
