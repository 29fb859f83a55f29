// Storage failing in passing (D1 or R2): the caller is asked to come back (503 with Retry-After),
// never told the site is broken. Refusals of a request are app/lib/refusals.ts.
/**
 * D1's own words for a failure that passes (the errors its docs list as retryable, and an
 * overloaded database): the caller is told to come back, not that the site is broken.
 */
const PASSING_D1_FAILURES = [
  "Network connection lost",
  "storage caused object to be reset",
  "reset because its code was updated",
  "overloaded",
];
/** How long a caller is asked to wait after D1 failed in passing. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** A binding that failed to answer (R2, the card renderer): the caller is asked to come back, as for D1. */
export class StorageUnavailable extends Error {}

/** Whether `error` (or what caused it: drizzle wraps D1's errors) is D1 or R2 failing in passing. */
export function isStorageUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (cause instanceof StorageUnavailable) return true;
    const message = cause instanceof Error ? cause.message : String(cause);
    if (PASSING_D1_FAILURES.some((words) => message.includes(words))) return true;
  }
  return false;
}
