import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import type { SourceMessage } from "~/.server/sources/messages";
import { worker } from "./worker";

/** The sources queue as a test runs it: what the worker sends is held for `deliverSourceMessage`. */
export function heldSourcesQueue() {
  const held: SourceMessage[] = [];
  const queue = { sendBatch: async (messages: { body: SourceMessage }[]) => void held.push(...messages.map((message) => message.body)) };
  return { held, queue: queue as unknown as Queue };
}

/**
 * A message through the worker's own queue consumer, as the sources queue delivers it, with the
 * delay it was handed back with (the test pool's result does not keep it).
 */
export async function deliverSourceMessage(body: SourceMessage, attempts = 1) {
  const batch = createMessageBatch<SourceMessage>("anime-catalogue-sources", [{ id: "message-1", timestamp: new Date(), attempts, body }]);
  const message = batch.messages[0]!;
  const delays: (number | undefined)[] = [];
  const retry = message.retry.bind(message);
  const retryNoting = (options?: QueueRetryOptions) => {
    delays.push(options?.delaySeconds);
    retry(options);
  };
  Object.defineProperty(message, "retry", { value: retryNoting });
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return { ...(await getQueueResult(batch, ctx)), delays };
}
