import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { passkeyChallenges } from "~/.server/db/schema";
import type { LoginScope } from "~/.server/auth/login-limit";

/** Long enough to find a security key and touch it; the browser's own timeout is a minute. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** What a challenge was handed out for: a new passkey of one account, or a sign-in at one door. */
export type ChallengeBinding = { ceremony: "register" | "sign_in"; scope: LoginScope; accountId: number | null };

const bound = (binding: ChallengeBinding) =>
  and(
    eq(passkeyChallenges.ceremony, binding.ceremony),
    eq(passkeyChallenges.scope, binding.scope),
    binding.accountId === null ? isNull(passkeyChallenges.accountId) : eq(passkeyChallenges.accountId, binding.accountId),
  );

/** Keeps a new challenge for its ceremony, and sweeps the expired ones, in one round trip. */
export async function keepChallenge(app: AppContext, challenge: string, binding: ChallengeBinding, now = Date.now()) {
  await app.db.batch([
    app.db.insert(passkeyChallenges).values({ challenge, ...binding, expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString() }),
    app.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(now).toISOString())),
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
