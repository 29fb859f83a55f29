// How long each cache keeps what it holds: the one place these lifetimes are set. The product's
// rules table (docs/product/rules.md) states them too, and tests/unit/one-fact-once.test.ts holds
// the two to each other.

/**
 * The Top 10 and schedule lists in KV. Every write that changes them deletes their keys, so this
 * only bounds a delete that failed; each put is a KV write (1,000 a day on the free plan), so the
 * lists are not put back more often than that needs (issue #25).
 */
export const LIST_CACHE_SECONDS = 900;

/**
 * An anonymous public page in the Workers cache, at most: every write also moves the page version,
 * so this bounds only what time alone changes (today's schedule).
 */
export const PAGE_CACHE_SECONDS = 300;
