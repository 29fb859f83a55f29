// The sources queue's consumer (decisions 059, 060): a series refreshed from AniList, MyAnimeList
// or Bangumi, or a viewer's list entry sent to their trackers, a message. wrangler.toml lets one
// consumer run at a time, so the site asks the sources one call after another. A source that asks
// to wait (503 with Retry-After, kept site-wide) has the message back after that wait; any other
// failure is tried again later with a growing delay. After the last try a refresh is left to the
// next day's upkeep, and a list change is kept on the tracker's link, shown to the viewer. A batch
// that changed a series moves the page cache's version, as a write through the site does.
import type { AppContext } from "~/.server/context";
import { primaryAppContext } from "~/.server/context";
import { writePageVersion } from "~/.server/db/page-version";
import type { SourceMessage } from "~/.server/sources/messages";
import { logBackgroundUsage, usageOf } from "~/.server/usage/request-usage";
import { refreshSeries } from "~/domain/series-sources/refresh.server";
import { pushListEntry } from "~/domain/trackers/push.server";
import { DomainError, SourceUnavailable } from "~/lib/refusals";

/** As `max_retries` of the sources queue's consumer in wrangler.toml. */
export const SOURCES_QUEUE_MAX_RETRIES = 5;
const RETRY_SECONDS = 300;

/** How long a message waits before its next try: what a busy source asked, else longer each time. */
const delayAfter = (error: unknown, attempts: number) =>
  error instanceof SourceUnavailable && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : RETRY_SECONDS * attempts;

/** Refreshes the series; answers whether a page shows something new. */
async function refresh(app: AppContext, message: Message<SourceMessage>, id: number): Promise<boolean> {
  try {
    const done = await refreshSeries(app, id);
    console.log(
      "sources: series",
      id,
      "refreshed from",
      done.source,
      "changed:",
      done.changed,
      "episodes scheduled:",
      done.scheduled,
      "links:",
      done.related,
    );
    message.ack();
    return done.changed.length + done.scheduled + done.related > 0;
  } catch (error) {
    const busy = error instanceof SourceUnavailable && error.retryAfterSeconds !== undefined;
    if (!busy && error instanceof DomainError && !(error instanceof SourceUnavailable)) {
      // The series is gone or no longer names its source: nothing to try again.
      console.warn("sources: series", id, "not refreshed:", error.message);
      message.ack();
    } else if (!busy && message.attempts > SOURCES_QUEUE_MAX_RETRIES) {
      console.error("sources: series", id, "not refreshed after every retry; the next upkeep tries again", error);
      message.ack();
    } else {
      console.warn("sources: series", id, "not refreshed; retrying", error);
      message.retry({ delaySeconds: delayAfter(error, message.attempts) });
    }
    return false;
  }
}

/** Sends the viewer's entry to their trackers; what failed for a passing reason is tried again. */
async function push(app: AppContext, message: Message<SourceMessage>, { userId, seriesId }: { userId: number; seriesId: number }) {
  const lastTry = message.attempts > SOURCES_QUEUE_MAX_RETRIES;
  const retry = await pushListEntry(app, userId, seriesId, lastTry);
  if (retry.length === 0) message.ack();
  else message.retry({ delaySeconds: delayAfter(retry[0], message.attempts) });
}

export async function consumeSourceMessages(batch: MessageBatch<SourceMessage>, env: Env, ctx: ExecutionContext) {
  const app = primaryAppContext(env, ctx);
  let moved = false;
  for (const message of batch.messages) {
    if ("refresh" in message.body) moved = (await refresh(app, message, message.body.refresh)) || moved;
    else await push(app, message, message.body.push);
  }
  // Pages catch up in every location within a minute (workers/page-version.ts).
  if (moved) await writePageVersion(app.db, { id: crypto.randomUUID(), bookmark: null });
  logBackgroundUsage(app.env, `${batch.messages.length} source messages`, usageOf(app));
}
