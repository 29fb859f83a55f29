import { subscribePush, unsubscribePushEndpoint } from "~/domain/push/commands.server";
import { PushSubscriptionInput, PushUnsubscribeInput } from "~/domain/push/schema";
import { type AccountWrite, accountWrite, runAccountWrite } from "~/web/account-json.server";
import { getLocale } from "~/paraglide/runtime";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/account.push";

// The push switch on /notifications (app/components/follows/push-switch.tsx) subscribes this
// browser through here; the API's is /users/me/push-subscriptions.

const writes: Record<string, AccountWrite> = {
  // A browser subscribed from /zh-Hans/notifications gets its notifications in Chinese.
  subscribe: accountWrite(PushSubscriptionInput, (app, userId, input, ip) =>
    subscribePush(app, userId, { ...input, locale: input.locale ?? getLocale() }, ip),
  ),
  unsubscribe: accountWrite(PushUnsubscribeInput, (app, userId, input) => unsubscribePushEndpoint(app, userId, input.endpoint)),
};

export const action = ({ request, context }: Route.ActionArgs) =>
  runAccountWrite(context.get(appContext), request, writes, "Sign in to turn on push notifications");
