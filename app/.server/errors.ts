/** A rule a request broke, with the status and the text both the API and the pages answer. */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new DomainError(404, `${what} not found`);

/** A bad field: the page shows the text next to the input with this name. */
export class FieldError extends DomainError {
  constructor(
    readonly field: string,
    message: string,
    status: DomainError["status"] = 400,
  ) {
    super(status, message);
  }
}

/** Too many requests: 429, and how many seconds until the caller may try again (Retry-After). */
export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The headers a refused request is answered with: Retry-After when it was rate limited. */
export const refusalHeaders = (error: DomainError): Record<string, string> =>
  error instanceof RateLimited ? { "Retry-After": String(error.retryAfterSeconds) } : {};

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

/** A storage binding (R2) that failed to answer: the caller is asked to come back, as for D1. */
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
