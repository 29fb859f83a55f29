// The images queue's consumer: one upload's variants a message (app/.server/storage/backfill.ts
// makeQueuedVariants). A failure that is not the image's own (R2 or the Images service not
// answering) is retried after a pause, and after the last retry logged and left to the daily
// backfill, which makes what is still missing. Decision 040.
import { primaryAppContext } from "~/.server/context";
import { makeQueuedVariants } from "~/.server/storage/backfill";
import { mediaStoreOf, type VariantMessage } from "~/.server/storage/uploads";

/** As `max_retries` of the images queue's consumer in wrangler.toml. */
export const IMAGE_QUEUE_MAX_RETRIES = 3;

export async function consumeVariantMessages(batch: MessageBatch<VariantMessage>, env: Env, ctx: ExecutionContext) {
  const store = mediaStoreOf(primaryAppContext(env, ctx));
  for (const message of batch.messages) {
    try {
      await makeQueuedVariants(store, message.body.key);
      message.ack();
    } catch (error) {
      if (message.attempts > IMAGE_QUEUE_MAX_RETRIES) {
        console.error("images: variants not made after every retry; the daily backfill will try again", message.body.key, error);
        message.ack();
      } else {
        console.warn("images: variants not made; retrying", message.body.key, error);
        message.retry({ delaySeconds: 30 });
      }
    }
  }
}
