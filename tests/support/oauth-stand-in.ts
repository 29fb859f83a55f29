// An OAuth 2.0 provider's authorize page and token endpoint (RFC 6749 §4.1, §6) for the trackers'
// stand-ins, with each provider's documented habits: where the app's credentials go (HTTP Basic,
// the form, or a JSON body), MyAnimeList's `plain` PKCE, whether a refresh needs the redirect
// address (Bangumi) and whether it rotates the refresh token (Shikimori and MyAnimeList), and how
// long a grant lasts. The authorize page allows at
// once and sends the browser back with a code, as a viewer who presses "Approve" would.
import type { IncomingMessage, ServerResponse } from "node:http";

export type OAuthHabits = {
  app: { id: string; secret: string };
  credentials: "basic" | "form" | "json";
  /** Seconds a grant lasts; none: it does not say. */
  expiresIn?: number;
  /** "none": no refresh token; "keep": the same one stays good; "rotate": each refresh spends it for a new one. */
  refresh: "none" | "keep" | "rotate";
  /** Bangumi refuses a refresh without the grant's redirect address. */
  redirectOnRefresh?: boolean;
  /** What the authorize address must also say (Shikimori's scope, Simkl's app name). */
  authorizeSays?: Record<string, string>;
  /** MyAnimeList's PKCE, `plain` only: the token request's verifier must be the challenge. */
  pkce?: "plain";
};

type Grant = { redirectUri: string; challenge: string | null; used: boolean };

export function oauthStandIn(name: string, habits: OAuthHabits) {
  const codes = new Map<string, Grant>();
  const tokens = new Set<string>();
  const refreshTokens = new Map<string, string>();
  let issued = 0;
  /** Every token request's form, as the provider read it (a test checks what the site sent). */
  const tokenRequests: Record<string, string>[] = [];

  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

  function authorize(url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get("redirect_uri") ?? "";
    const says = Object.entries(habits.authorizeSays ?? {}).every(([key, value]) => url.searchParams.get(key) === value);
    const pkceOk = !habits.pkce || url.searchParams.get("code_challenge_method") === habits.pkce;
    if (url.searchParams.get("client_id") !== habits.app.id || !redirectUri || !says || !pkceOk)
      return json(response, 400, { error: "invalid_request" });
    const code = `code-${name}-${++issued}`;
    codes.set(code, { redirectUri, challenge: url.searchParams.get("code_challenge"), used: false });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", url.searchParams.get("state") ?? "");
    response.writeHead(302, { Location: back.toString() }).end();
  }

  function grantOf(redirectUri: string) {
    const access = `access-${name}-${++issued}`;
    tokens.add(access);
    const grant: Record<string, unknown> = { token_type: "Bearer", access_token: access };
    if (habits.expiresIn) grant.expires_in = habits.expiresIn;
    if (habits.refresh !== "none") {
      const refresh = `refresh-${name}-${issued}`;
      refreshTokens.set(refresh, redirectUri);
      grant.refresh_token = refresh;
    }
    return grant;
  }

  function token(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const form: Record<string, string> =
      habits.credentials === "json"
        ? (JSON.parse(body.toString() || "{}") as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(body.toString()));
    tokenRequests.push(form);
    const basic = `Basic ${btoa(`${habits.app.id}:${habits.app.secret}`)}`;
    const credentialsOk =
      habits.credentials === "basic"
        ? request.headers.authorization === basic
        : form.client_id === habits.app.id && form.client_secret === habits.app.secret;
    if (!credentialsOk) return json(response, 401, { error: "invalid_client" });
    if (form.grant_type === "refresh_token") {
      const redirectUri = refreshTokens.get(form.refresh_token ?? "");
      if (redirectUri === undefined) return json(response, 400, { error: "invalid_grant" });
      if (habits.redirectOnRefresh && form.redirect_uri !== redirectUri) return json(response, 400, { error: "invalid_request" });
      if (habits.refresh === "rotate") refreshTokens.delete(form.refresh_token!);
      const grant = grantOf(redirectUri);
      if (habits.refresh === "keep") {
        refreshTokens.delete(String(grant.refresh_token));
        grant.refresh_token = form.refresh_token;
      }
      return json(response, 200, grant);
    }
    const grant = codes.get(form.code ?? "");
    if (form.grant_type !== "authorization_code" || !grant || grant.used || grant.redirectUri !== form.redirect_uri)
      return json(response, 400, { error: "invalid_grant" });
    if (habits.pkce && form.code_verifier !== grant.challenge) return json(response, 400, { error: "invalid_grant" });
    grant.used = true;
    return json(response, 200, grantOf(grant.redirectUri));
  }

  /** Whether the request carries a token this provider gave and has not had revoked. */
  const holds = (request: IncomingMessage) => tokens.has((request.headers.authorization ?? "").replace(/^Bearer /, ""));

  /** The viewer revoked the site's access there: every token is refused from now on. */
  const revoke = () => {
    tokens.clear();
    refreshTokens.clear();
  };

  return { authorize, token, holds, revoke, tokenRequests };
}
