// Calls made with a viewer's grant (decisions 060, 071): the token unsealed for the call and never
// kept; refreshed with its refresh token (MyAnimeList's, Bangumi's, Shikimori's) when it has run
// out or the call answers 401; a grant the provider refuses marks the link "reconnect" rather than
// failing silently.
import { and, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { type TrackerLinkRow, trackerLinks } from "~/.server/db/schema";
import { seal, unseal } from "~/.server/sealed";
import { DomainError, SourceUnavailable } from "~/lib/refusals";
import { SOURCE_NAMES } from "~/lib/vocabulary/series-sources";
import { linkBinding } from "./connect.server";
import { OAuthRefused, requestTokens } from "./oauth.server";
import { callbackAddress, oauthAppOf, type TrackerProvider } from "./providers.server";

/** How long before its expiry a token is refreshed rather than used. */
const EARLY_MS = 60_000;

/** The viewer's link with the provider; 404 when they have not connected it. */
export async function linkOf(app: AppContext, userId: number, provider: TrackerProvider): Promise<TrackerLinkRow> {
  const [link] = await app.db
    .select()
    .from(trackerLinks)
    .where(and(eq(trackerLinks.userId, userId), eq(trackerLinks.provider, provider)))
    .limit(1);
  if (!link) throw new DomainError(404, `${SOURCE_NAMES[provider]} is not connected`);
  return link;
}

const reconnect = async (app: AppContext, link: TrackerLinkRow) => {
  await app.db
    .update(trackerLinks)
    .set({ needsReconnect: true })
    .where(and(eq(trackerLinks.userId, link.userId), eq(trackerLinks.provider, link.provider)));
  return new DomainError(409, `${SOURCE_NAMES[link.provider]} no longer accepts this connection: connect it again`);
};

/**
 * A fresh access token from the refresh token, stored sealed (with the new refresh token where the
 * provider rotates it, as Shikimori does); null when the provider refuses it.
 */
async function refreshed(app: AppContext, link: TrackerLinkRow): Promise<string | null> {
  const binding = linkBinding(link.userId, link.provider);
  const refreshToken = link.refreshToken && (await unseal(app.env.JWT_SECRET, link.refreshToken, binding));
  if (!refreshToken) return null;
  // The address the grant was asked with; a link made before it was kept names the site's own.
  const redirectUri = link.redirectUri ?? callbackAddress(app.env.SITE_ORIGIN ?? "", link.provider);
  const tokens = await requestTokens(app, link.provider, oauthAppOf(app, link.provider), redirectUri, { refreshToken }).catch(
    (error: unknown) => {
      if (error instanceof OAuthRefused) return null;
      throw error;
    },
  );
  if (!tokens) return null;
  await app.db
    .update(trackerLinks)
    .set({
      accessToken: await seal(app.env.JWT_SECRET, tokens.accessToken, binding),
      refreshToken: tokens.refreshToken ? await seal(app.env.JWT_SECRET, tokens.refreshToken, binding) : link.refreshToken,
      expiresAt: tokens.expiresAt,
    })
    .where(and(eq(trackerLinks.userId, link.userId), eq(trackerLinks.provider, link.provider)));
  return tokens.accessToken;
}

/**
 * `call` made with the viewer's access token. A token past its time is refreshed first; one the
 * provider answers 401 to is refreshed and the call made once more; when neither works the link
 * is marked to reconnect and the answer is 409.
 */
export async function withGrant<T>(app: AppContext, link: TrackerLinkRow, call: (token: string) => Promise<T>): Promise<T> {
  const expired = link.expiresAt !== null && Date.parse(link.expiresAt) - EARLY_MS < Date.now();
  let token = expired ? null : await unseal(app.env.JWT_SECRET, link.accessToken, linkBinding(link.userId, link.provider));
  token ??= await refreshed(app, link);
  if (!token) throw await reconnect(app, link);
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof SourceUnavailable && error.sourceStatus === 401)) throw error;
    const again = await refreshed(app, link);
    if (!again) throw await reconnect(app, link);
    return call(again);
  }
}
