// What every passkey ceremony does with the browser's answer before and after the verifier: the
// challenge it signed is used up first (so any answer, good or bad, spends it), and a refusal
// counts as a failed sign-in of the account (decision 038).
import type { AppContext } from "~/.server/context";
import { type Attempt, recordFailure } from "~/.server/auth/login-limit";
import { DomainError } from "~/lib/refusals";
import { type ChallengeBinding, takeChallenge } from "./challenges.server";
import { challengeOf } from "./webauthn.server";

export const passkeyTexts = {
  malformed: "The passkey's answer is malformed",
  staleChallenge: "This passkey request expired or was already used. Try again.",
  notVerified: "The passkey could not be verified",
  unknown: "This passkey is not registered here",
  taken: "This passkey is already registered to an account",
} as const;

/** The challenge the answer signed, once it is used up; a stale, reused or foreign one is refused (400). */
export async function spendChallenge(app: AppContext, clientDataJSON: string, binding: ChallengeBinding) {
  let challenge: string;
  try {
    challenge = challengeOf(clientDataJSON);
  } catch {
    throw new DomainError(400, passkeyTexts.malformed);
  }
  if (!(await takeChallenge(app, challenge, binding))) throw new DomainError(400, passkeyTexts.staleChallenge);
  return challenge;
}

/**
 * The verifier's answer; what it refuses (a malformed answer, a wrong origin or RP ID, no user
 * verification, a bad signature, a counter that went back) becomes `refusal`.
 */
export async function verified<T>(check: () => Promise<T>, refusal: DomainError): Promise<T> {
  try {
    return await check();
  } catch {
    throw refusal;
  }
}

/**
 * Runs a ceremony's checks; a refusal (a DomainError) is recorded as a failed attempt of
 * `attempt` and passed on. Anything else (a storage outage, a bug) passes untouched and counts
 * against nobody.
 */
export async function checkAnswer<T>(app: AppContext, attempt: Attempt, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof DomainError) await recordFailure(app.db, attempt);
    throw error;
  }
}
