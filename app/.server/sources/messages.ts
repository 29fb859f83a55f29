/**
 * What the sources queue carries (workers/sources-queue.ts): a series to refresh from its source,
 * or a viewer's list entry to send to the trackers they connected.
 */
export type SourceMessage = { refresh: number } | { push: { userId: number; seriesId: number } };
