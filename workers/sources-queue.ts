// The sources queue's consumer: one series refreshed from AniList or MyAnimeList a message
// (app/domain/series-sources/refresh.server.ts). wrangler.toml lets one consumer run at a time,
// so the site asks the sources one call after another. A source that asks to wait (503 with
// Retry-After, kept site-wide) has the message back after that wait; any other failure is tried
// again later, and after the last retry logged and left to the next day's upkeep. A batch that
// changed a series moves the page cache's version, as a write through the site does.
import { primaryAppContext } from "~/.server/context";
import { writePageVersion } from "~/.server/db/page-version";
import type { SourceMessage } from "~/.server/sources/messages";
import { refreshSeries } from "~/domain/series-sources/refresh.server";
import { DomainError, SourceUnavailable } from "~/lib/refusals";

/** As `max_retries` of the sources queue's consumer in wrangler.toml. */
export const SOURCES_QUEUE_MAX_RETRIES = 5;
const RETRY_SECONDS = 300;

export async function consumeSourceMessages(batch: MessageBatch<SourceMessage>, env: Env, ctx: ExecutionContext) {
  const app = primaryAppContext(env, ctx);
  let moved = false;
  for (const message of batch.messages) {
    const id = message.body.refresh;
    try {
      const refresh = await refreshSeries(app, id);
      console.log(
        "sources: series",
        id,
        "refreshed from",
        refresh.source,
        "changed:",
        refresh.changed,
        "episodes scheduled:",
        refresh.scheduled,
      );
      moved ||= refresh.changed.length + refresh.scheduled > 0;
      message.ack();
    } catch (error) {
      if (error instanceof SourceUnavailable && error.retryAfterSeconds !== undefined) {
        message.retry({ delaySeconds: error.retryAfterSeconds });
      } else if (error instanceof DomainError && !(error instanceof SourceUnavailable)) {
        // The series is gone or no longer names its source: nothing to try again.
        console.warn("sources: series", id, "not refreshed:", error.message);
        message.ack();
      } else if (message.attempts > SOURCES_QUEUE_MAX_RETRIES) {
        console.error("sources: series", id, "not refreshed after every retry; the next upkeep tries again", error);
        message.ack();
      } else {
        console.warn("sources: series", id, "not refreshed; retrying", error);
        message.retry({ delaySeconds: RETRY_SECONDS * message.attempts });
      }
    }
  }
  // Pages catch up in every location within a minute (workers/page-version.ts).
  if (moved) await writePageVersion(app.db, { id: crypto.randomUUID(), bookmark: null });
}
