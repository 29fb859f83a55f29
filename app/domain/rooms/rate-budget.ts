import type { RateRule } from "./limits";

/** What is left of a budget (limits.ts) and when it was counted; small enough to ride on a socket's attachment. */
export type Budget = { tokens: number; at: number };

/**
 * Spends one message of `rule` at `now`: whether it was allowed, and the budget after it. The
 * budget refills with time alone, so nothing has to run between messages (the room may hibernate).
 */
export function spend(budget: Budget | undefined, rule: RateRule, now: number): { allowed: boolean; budget: Budget } {
  const refilled = budget ? Math.min(rule.burst, budget.tokens + ((now - budget.at) / 1000) * rule.perSecond) : rule.burst;
  const allowed = refilled >= 1;
  return { allowed, budget: { tokens: allowed ? refilled - 1 : refilled, at: now } };
}
