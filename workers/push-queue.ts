// The push queue's consumer (app/domain/push/fan-out.server.ts does the work): each message is
// acknowledged alone, as soon as handling it has gone far enough that a redelivery would repeat
// it; one that fails before that is retried by the queue without sending the others again.
import { primaryAppContext } from "~/.server/context";
import type { PushMessage } from "~/.server/push/messages";
import { handlePushMessage } from "~/domain/push/fan-out.server";

export async function consumePushMessages(batch: MessageBatch<PushMessage>, env: Env, ctx: ExecutionContext) {
  const app = primaryAppContext(env, ctx);
  for (const message of batch.messages) {
    try {
      await handlePushMessage(app, message.body, () => message.ack());
    } catch (error) {
      console.error("push: a queue message failed", message.body.kind, error);
      message.retry({ delaySeconds: 30 });
    }
  }
}
