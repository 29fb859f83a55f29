import { and, count, eq, gt, isNull, lt, min } from "drizzle-orm";
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
 * Keeps a new challenge for its ceremony, and sweeps the expired ones, in one round trip; an
 * address (an IPv6 caller's /64: `limitKeyOf`) holding OPEN_CHALLENGES_PER_ADDRESS unanswered ones
 * waits for the oldest to expire.
 * Locally every caller is one address (app/.server/client-ip.ts), so there it is not counted.
 */
export async function keepChallenge(app: AppContext, challenge: string, binding: ChallengeBinding, callerIp: string, now = Date.now()) {
  const at = new Date(now).toISOString();
  const ip = limitKeyOf(callerIp);
  if (app.env.CLIENT_IP_FROM !== "local") {
    const [open] = await app.db
      .select({ total: count(), oldest: min(passkeyChallenges.expiresAt) })
      .from(passkeyChallenges)
      .where(and(eq(passkeyChallenges.ip, ip), gt(passkeyChallenges.expiresAt, at)));
    if (open?.oldest && open.total >= OPEN_CHALLENGES_PER_ADDRESS) {
      const waitSeconds = Math.max(1, Math.ceil((Date.parse(open.oldest) - now) / 1000));
      throw new RateLimited(
        `Too many passkey requests from your network. Try again in ${Math.ceil(waitSeconds / 60)} minutes.`,
        waitSeconds,
      );
    }
  }
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
