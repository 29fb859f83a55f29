import { and, count, eq, gt, isNull, lt, min, sql } from "drizzle-orm";
import type { LoginScope } from "~/.server/auth/login-limit";
import type { AppContext } from "~/.server/context";
import { passkeyChallenges } from "~/.server/db/schema";
import { limitKeyOf } from "~/lib/cidr";
import { RateLimited } from "~/lib/refusals";

/** Long enough to find a security key and touch it; the browser's own timeout is a minute. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * Unanswered challenges one address may hold: a household's browsers and then some. Anyone may
 * ask for a sign-in challenge, and each is a row written; past this the address waits (429).
 */
export const OPEN_CHALLENGES_PER_ADDRESS = 20;

/** What a challenge was handed out for: a new passkey of one account, or a sign-in at one door. */
export type ChallengeBinding = { ceremony: "register" | "sign_in"; scope: LoginScope; accountId: number | null };

const bound = (binding: ChallengeBinding) =>
  and(
    eq(passkeyChallenges.ceremony, binding.ceremony),
    eq(passkeyChallenges.scope, binding.scope),
    binding.accountId === null ? isNull(passkeyChallenges.accountId) : eq(passkeyChallenges.accountId, binding.accountId),
  );

/**
 * Unanswered challenges the whole site may hold: many times the sign-ins of any five minutes, and a
 * bound on the rows a caller with many addresses can make (an IPv6 /48 holds 65,536 /64s of 20
 * each). Past it every new request waits for the oldest to expire (429); each request counts at
 * most this many rows.
 */
export const OPEN_CHALLENGES_IN_ALL = 10_000;

/** A 429 that waits until `oldest` expires. */
function tooMany(what: string, oldest: string, now: number) {
  const waitSeconds = Math.max(1, Math.ceil((Date.parse(oldest) - now) / 1000));
  return new RateLimited(`Too many passkey requests ${what}. Try again in ${Math.ceil(waitSeconds / 60)} minutes.`, waitSeconds);
}

/**
 * Keeps a new challenge for its ceremony, and sweeps the expired ones, in one round trip; an
 * address (an IPv6 caller's /64: `limitKeyOf`) holding OPEN_CHALLENGES_PER_ADDRESS unanswered ones,
 * or a site holding OPEN_CHALLENGES_IN_ALL, waits for the oldest to expire.
 * Locally every caller is one address (app/.server/client-ip.ts), so there only the site's are counted.
 */
export async function keepChallenge(app: AppContext, challenge: string, binding: ChallengeBinding, callerIp: string, now = Date.now()) {
  const at = new Date(now).toISOString();
  const ip = limitKeyOf(callerIp);
  const mine = sql`${passkeyChallenges.ip} = ${ip}`;
  const [open] = await app.db
    .select({
      total: count(),
      oldest: min(passkeyChallenges.expiresAt),
      mine: sql<number>`count(*) FILTER (WHERE ${mine})`,
      myOldest: sql<string | null>`min(${passkeyChallenges.expiresAt}) FILTER (WHERE ${mine})`,
    })
    .from(passkeyChallenges)
    .where(gt(passkeyChallenges.expiresAt, at));
  if (open?.oldest && open.total >= OPEN_CHALLENGES_IN_ALL) throw tooMany("right now", open.oldest, now);
  if (app.env.CLIENT_IP_FROM !== "local" && open?.myOldest && open.mine >= OPEN_CHALLENGES_PER_ADDRESS)
    throw tooMany("from your network", open.myOldest, now);
  await app.db.batch([
    app.db.insert(passkeyChallenges).values({ challenge, ...binding, ip, expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString() }),
    app.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, at)),
  ]);
}

/**
 * Uses the challenge up: true when it was handed out for this ceremony and has not expired. It is
 * deleted as it is read, so a second answer with it, even one sent at the same moment, finds none.
 */
export async function takeChallenge(app: AppContext, challenge: string, binding: ChallengeBinding, now = Date.now()) {
  const used = await app.db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.challenge, challenge), bound(binding), gt(passkeyChallenges.expiresAt, new Date(now).toISOString())))
    .returning({ challenge: passkeyChallenges.challenge });
  return used.length === 1;
}
