// A rule a request broke, as the domain throws it and both doors answer it: the API as
// `{"error": ...}` with the status, the pages next to the form (app/web/form-submission.server.ts).
// Plain classes at the bottom layer, so the infrastructure (sign-in limits), the domain and the
// pages' adapters name the same ones.
/** A rule a request broke, with the status and the text both the API and the pages answer. */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
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

/**
 * An outside catalogue (AniList, MyAnimeList) that failed to answer (502), or that asks to be left
 * alone for a while (503 with Retry-After): the caller's request was fine and changed nothing.
 */
export class SourceUnavailable extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
    /** The source's own status when it refused the request (a viewer's token it no longer takes: 401). */
    readonly sourceStatus?: number,
  ) {
    super(retryAfterSeconds === undefined ? 502 : 503, message);
  }
}

/**
 * How every door answers a refusal: the house error body `{"error": ...}`, its status, and
 * Retry-After when it was rate limited. The API and the account's JSON calls send `body`; a page
 * sends the text as its error answer or its form's reply with the same `init`.
 */
export const refusalAnswer = (error: DomainError) => ({
  body: { error: error.message },
  init: {
    status: error.status,
    headers: ((error instanceof RateLimited || error instanceof SourceUnavailable) && error.retryAfterSeconds !== undefined
      ? { "Retry-After": String(error.retryAfterSeconds) }
      : {}) as Record<string, string>,
  },
});
