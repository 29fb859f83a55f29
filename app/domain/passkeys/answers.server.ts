// What every passkey ceremony does with the browser's answer before and after the verifier: the
// challenge it signed is used up first (so any answer, good or bad, spends it), and a refusal of
// any kind counts as a failed sign-in of the account (decision 038).
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import type { AppContext } from "~/.server/context";
import { type Attempt, recordFailure } from "~/.server/auth/login-limit";
import { isStorageUnavailable } from "~/.server/errors";
import { DomainError } from "~/lib/refusals";
import { type ChallengeBinding, takeChallenge } from "./challenges.server";

export const passkeyTexts = {
  malformed: "The passkey's answer is malformed",
  staleChallenge: "This passkey request expired or was already used. Try again.",
  notVerified: "The passkey could not be verified",
  unknown: "This passkey is not registered here",
  taken: "This passkey is already registered to an account",
  cancelled: "The passkey request was cancelled or timed out",
} as const;

/** The challenge the answer signed, once it is used up; a stale, reused or foreign one is refused (400). */
export async function spendChallenge(app: AppContext, clientDataJSON: string, binding: ChallengeBinding) {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new DomainError(400, passkeyTexts.malformed);
  }
  if (typeof challenge !== "string" || !(await takeChallenge(app, challenge, binding)))
    throw new DomainError(400, passkeyTexts.staleChallenge);
  return challenge;
}

/**
 * Runs a ceremony's checks; any refusal is recorded as a failed attempt of `attempt` and answered
 * as a 4xx: the verifier's own errors (a wrong origin, a bad signature, a counter that went back)
 * become `failure`. A storage outage passes through untouched (503, nothing counted).
 */
export async function checkAnswer<T>(app: AppContext, attempt: Attempt, failure: DomainError, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (isStorageUnavailable(error)) throw error;
    await recordFailure(app.db, attempt);
    throw error instanceof DomainError ? error : failure;
  }
}
