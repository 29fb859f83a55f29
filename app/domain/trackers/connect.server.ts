// Connecting a viewer's account on a tracker (decisions 060, 071). The site hands the viewer
// to the provider with a `state` of its own, used once, bound to the viewer and the provider, good
// for ten minutes (and for MyAnimeList a PKCE verifier, sent as is: its only method is `plain`).
// The provider sends the viewer back with a code, which the site trades for the grant's tokens;
// they are sealed before they are stored, and no answer or log line carries them.
import { and, eq, lt } from "drizzle-orm";
import { generateCodeVerifier, generateState } from "arctic";
import type { AppContext } from "~/.server/context";
import { nowIso, trackerLinks, trackerStates } from "~/.server/db/schema";
import { seal } from "~/.server/sealed";
import { queueListPushes } from "~/.server/sources/list-pushes";
import { DomainError, SourceUnavailable } from "~/lib/refusals";
import { SOURCE_NAMES } from "~/lib/vocabulary/series-sources";
import { authorizeAddress, OAuthRefused, requestTokens } from "./oauth.server";
import { callbackAddress, oauthAppOf, TRACKERS, type TrackerProvider } from "./providers.server";
import { baseLocale, type Locale, locales } from "~/i18n/locales";

/** The language a state carries, else the site's first. */
export function localeOfState(state: string): Locale {
  const said = state.slice(state.lastIndexOf(".") + 1);
  return (locales as readonly string[]).includes(said) ? (said as Locale) : baseLocale;
}

const STATE_MINUTES = 10;

/** What a sealed token of this viewer's link with this provider is bound to. */
export const linkBinding = (userId: number, provider: TrackerProvider) => `tracker:${userId}:${provider}`;

/**
 * The provider's authorize address for this viewer; an earlier one not yet used stops working.
 * The state ends with the viewer's language (`.zh-Hans`), which the provider hands back as it is:
 * the page they come back to is in their language, though the callback's address has none.
 */
export async function authorizationAddress(app: AppContext, userId: number, provider: TrackerProvider, origin: string, locale: Locale) {
  const site = oauthAppOf(app, provider);
  const state = `${generateState()}.${locale}`;
  // 32 random bytes as base64url: 43 characters, within MyAnimeList's 43 to 128.
  const codeVerifier = site.pkce ? generateCodeVerifier() : null;
  await app.db.batch([
    app.db.delete(trackerStates).where(lt(trackerStates.expiresAt, nowIso)),
    app.db.delete(trackerStates).where(and(eq(trackerStates.userId, userId), eq(trackerStates.provider, provider))),
    app.db.insert(trackerStates).values({
      state,
      userId,
      provider,
      codeVerifier,
      expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000).toISOString(),
    }),
  ]);
  return authorizeAddress(site, callbackAddress(origin, provider), state, codeVerifier);
}

/** A state this site did not give, gave to another viewer, saw used, or gave over ten minutes ago. */
export class TrackerStateRefused extends DomainError {
  constructor() {
    super(400, "This connection was not started here, was already used or has expired: nothing was connected. Start again.");
  }
}

/** The provider would not trade the code for a grant (a code used twice, a wrong verifier). */
export class TrackerGrantRefused extends DomainError {
  constructor(provider: TrackerProvider, reason: string) {
    super(400, `${SOURCE_NAMES[provider]} refused the connection (${reason}): nothing was connected. Start again.`);
  }
}

/** The tokens the provider trades for the code; its refusal (a code used twice, a wrong verifier) answers 400. */
async function tokensFor(app: AppContext, provider: TrackerProvider, redirectUri: string, code: string, codeVerifier: string | null) {
  try {
    return await requestTokens(app, provider, oauthAppOf(app, provider), redirectUri, { code, codeVerifier });
  } catch (error) {
    if (error instanceof OAuthRefused) throw new TrackerGrantRefused(provider, error.code);
    throw error;
  }
}

/**
 * Takes the provider's answer (`code`, `state`) in the browser of `signedIn`, the viewer whose
 * session the callback carries: the state must be one this site gave, unused, in time, and given to
 * that same viewer. A state handed to anyone else (sent to a victim who approves on the provider's
 * page) connects nothing (RFC 9700 §4.7): a callback completes only where the connection started.
 * Answers the account connected.
 */
export async function connectTracker(
  app: AppContext,
  provider: TrackerProvider,
  answer: { code: string; state: string },
  origin: string,
  signedIn: number,
) {
  const [started] = await app.db
    .delete(trackerStates)
    .where(and(eq(trackerStates.state, answer.state), eq(trackerStates.provider, provider)))
    .returning();
  if (!started || started.expiresAt < new Date().toISOString() || started.userId !== signedIn) throw new TrackerStateRefused();
  const redirectUri = callbackAddress(origin, provider);
  const tokens = await tokensFor(app, provider, redirectUri, answer.code, started.codeVerifier);
  const account = await TRACKERS[provider].account(app, tokens.accessToken);
  if (!account) throw new SourceUnavailable(`${SOURCE_NAMES[provider]} did not say whose account this is; try again later`);
  const binding = linkBinding(started.userId, provider);
  const sealed = {
    remoteId: account.id,
    username: account.name,
    accessToken: await seal(app.env.JWT_SECRET, tokens.accessToken, binding),
    refreshToken: tokens.refreshToken ? await seal(app.env.JWT_SECRET, tokens.refreshToken, binding) : null,
    expiresAt: tokens.expiresAt,
    redirectUri,
    // A new grant reads the whole list again.
    syncCursor: null,
    needsReconnect: false,
  };
  const [stored] = await app.db
    .insert(trackerLinks)
    .values({ userId: started.userId, provider, ...sealed })
    .onConflictDoUpdate({ target: [trackerLinks.userId, trackerLinks.provider], set: { ...sealed, connectedAt: nowIso } })
    .returning({ failed: trackerLinks.failed });
  // The changes a refused grant held back go again now that it is renewed.
  await queueListPushes(
    app,
    started.userId,
    (stored?.failed ?? []).map((failure) => failure.series_id),
  );
  return { userId: started.userId, provider, username: account.name };
}
