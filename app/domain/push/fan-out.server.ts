// New episodes reach followers' browsers through the push queue, so publishing costs one queue
// message whatever the number of followers (docs/decisions/028-web-push.md): "announce" finds the
// followers' subscriptions and splits them into "deliver" chunks; each chunk is sent, the
// subscriptions the push service calls gone are removed, and the rest that failed are tried later
// in a message of their own. A chunk is acknowledged before its first push, so the queue never
// sends it again: a redelivery would push twice to every browser that already had it.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, follows, pushSubscriptions, series, users } from "~/.server/db/schema";
import { PUSH_TIMEOUT_MS, type PushOutcome, sendPush, type VapidKeys, vapidSigner } from "~/.server/push/web-push";
import { episodePath } from "~/lib/episode-url";
import type { AltTitle } from "~/lib/alt-titles";
import { baseLocale, type Locale } from "~/i18n/locales";
import { loadTranslationsFrom, tablesOf } from "~/i18n/translations.server";
import { MAX_PUSH_ATTEMPTS, type PushMessage } from "~/.server/push/messages";
import { pathIn } from "~/lib/locale-paths";
import { seriesTitleFor } from "~/i18n/series-titles";
import { m } from "~/paraglide/messages";
import { toLocale } from "~/paraglide/runtime";
import { pushEnabled } from "./commands.server";
import { isPushService } from "./endpoint";
import type { PushPayload } from "./responses";

/**
 * Subscriptions per "deliver" message. The consumer takes one message a call (wrangler.toml), so a
 * call makes at most this many fetches and three D1 or queue calls: inside the Workers Free plan's
 * 50 subrequests a call.
 */
export const DELIVERY_CHUNK = 40;
/** Pushes in flight at once (a worker keeps six connections open). */
const CONCURRENCY = 6;
/** A queue's sendBatch takes at most 100 messages. */
const QUEUE_BATCH = 100;

async function enqueue(app: AppContext, messages: PushMessage[], delaySeconds?: number) {
  for (let at = 0; at < messages.length; at += QUEUE_BATCH)
    await app.env.PUSH_QUEUE.sendBatch(messages.slice(at, at + QUEUE_BATCH).map((body) => ({ body, delaySeconds })));
}

/** Tells the series' followers' browsers of its new episodes, after the response; never fails the write. */
export function announceEpisodes(app: AppContext, seriesId: number, episodeNumbers: number[]) {
  if (!pushEnabled(app) || episodeNumbers.length === 0) return;
  const message: PushMessage = { kind: "announce", series_id: seriesId, episode_numbers: episodeNumbers };
  app.waitUntil(enqueue(app, [message]).catch((error) => console.error("push: announcing failed", seriesId, error)));
}

/**
 * What the notification says in a follower's language: one episode by its number and title,
 * several by their count; the series by its title in that language when it has one, and the link
 * to the episode page in that language (decision 046).
 */
function payloadIn(locale: Locale, row: PayloadFacts, seriesId: number, numbers: number[]): PushPayload {
  const first = Math.min(...numbers);
  const options = { locale };
  const body =
    numbers.length > 1
      ? m.push_new_episodes({ count: numbers.length, first, last: Math.max(...numbers) }, options)
      : row.episodeTitle
        ? m.push_episode_out_titled({ number: first, title: row.episodeTitle }, options)
        : m.push_episode_out({ number: first }, options);
  return {
    title: seriesTitleFor(row.seriesTitle, row.altTitles, "as_named", locale),
    body: body.slice(0, 200),
    url: pathIn(locale, episodePath(row.slug, first)),
    tag: `series-${seriesId}`,
  };
}
type PayloadFacts = { slug: string; seriesTitle: string; altTitles: AltTitle[]; episodeTitle: string | null };

async function announce(app: AppContext, seriesId: number, numbers: number[]) {
  const first = Math.min(...numbers);
  const [[row], subscribed] = await app.db.batch([
    app.db
      .select({
        slug: series.slug,
        // Named apart from the episode's title: D1's batch answers rows keyed by column name.
        seriesTitle: sql<string>`${series.title}`.as("series_title"),
        altTitles: series.altTitles,
        episodeTitle: episodes.title,
      })
      .from(series)
      .leftJoin(episodes, and(eq(episodes.seriesId, series.id), eq(episodes.episodeNumber, first)))
      .where(eq(series.id, seriesId)),
    app.db
      .select({ id: pushSubscriptions.id, locale: pushSubscriptions.locale })
      .from(follows)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, follows.userId))
      .innerJoin(users, eq(users.id, follows.userId))
      .where(and(eq(follows.seriesId, seriesId), eq(users.blocked, false)))
      .orderBy(asc(pushSubscriptions.id)),
  ]);
  if (!row) return;
  // One payload per language the followers' browsers subscribed in; a chunk holds one language.
  const chunks: PushMessage[] = [];
  for (const [stored, inLocale] of Map.groupBy(subscribed, (subscription) => subscription.locale)) {
    const locale = toLocale(stored) ?? baseLocale;
    await loadTranslationsFrom(tablesOf(app.env.ASSETS), locale);
    const payload = JSON.stringify(payloadIn(locale, row, seriesId, numbers));
    for (let at = 0; at < inLocale.length; at += DELIVERY_CHUNK)
      chunks.push({
        kind: "deliver",
        payload,
        subscription_ids: inLocale.slice(at, at + DELIVERY_CHUNK).map(({ id }) => id),
        attempt: 1,
      });
  }
  await enqueue(app, chunks);
}

type Delivery = Extract<PushMessage, { kind: "deliver" }>;

/** The chunk's subscriptions still there, of accounts not blocked since it was announced. */
function deliveryTargets(app: AppContext, message: Delivery) {
  return app.db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(inArray(pushSubscriptions.id, message.subscription_ids), eq(users.blocked, false)));
}

/**
 * Sends a chunk and settles what came back; never throws, as it runs after the message is
 * acknowledged. A subscription the push service calls gone, or one the endpoint rules no longer
 * accept (a row from before them, or a restored backup), is removed; those that failed for now
 * go in a new message, 60, 120 then 240 seconds later, until MAX_PUSH_ATTEMPTS.
 */
async function deliver(app: AppContext, message: Delivery, targets: Awaited<ReturnType<typeof deliveryTargets>>, vapid: VapidKeys) {
  const authorization = vapidSigner(vapid);
  const allowLocal = app.env.PUSH_LOCAL_ENDPOINTS === "allow";
  const timeoutMs = Number(app.env.PUSH_TIMEOUT_MS ?? PUSH_TIMEOUT_MS);
  const accepted = targets.filter((target) => isPushService(target.endpoint, allowLocal));
  const unaccepted = targets.filter((target) => !accepted.includes(target)).map(({ id }) => id);
  const outcomes: Record<PushOutcome, number[]> = { sent: [], gone: [], retry: [], refused: [] };
  for (let at = 0; at < accepted.length; at += CONCURRENCY) {
    const slice = accepted.slice(at, at + CONCURRENCY);
    const sent = await Promise.all(slice.map((target) => sendPush(target, message.payload, authorization, timeoutMs)));
    for (const [index, outcome] of sent.entries()) outcomes[outcome].push(slice[index]!.id);
  }
  const ended = [...outcomes.gone, ...unaccepted];
  if (ended.length > 0)
    await app.db
      .delete(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, ended))
      .catch((error) => console.error("push: removing ended subscriptions failed", ended, error));
  if (outcomes.retry.length > 0 && message.attempt < MAX_PUSH_ATTEMPTS)
    await enqueue(app, [{ ...message, subscription_ids: outcomes.retry, attempt: message.attempt + 1 }], 30 * 2 ** message.attempt).catch(
      (error) => console.error("push: queueing a retry failed", outcomes.retry, error),
    );
  if (outcomes.refused.length > 0) console.warn("push: refused by the push service", outcomes.refused);
}

/**
 * One message of the push queue (workers/push-queue.ts). `handled` is called once a redelivery
 * could only repeat what was done: after an announcement is queued, and before a chunk's first
 * push. A throw before it (D1 down) leaves the message to the queue's own retry.
 */
export async function handlePushMessage(app: AppContext, message: PushMessage, handled: () => void) {
  if (message.kind === "announce") {
    await announce(app, message.series_id, message.episode_numbers);
    return handled();
  }
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = app.env;
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY || !VAPID_SUBJECT) return handled();
  const targets = await deliveryTargets(app, message);
  handled();
  await deliver(app, message, targets, { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT });
}
