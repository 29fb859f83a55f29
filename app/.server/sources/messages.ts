/** What the sources queue carries (workers/sources-queue.ts): a series to refresh from its source. */
export type SourceMessage = { refresh: number };
