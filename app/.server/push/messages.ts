// What goes through the push queue (docs/decisions/028-web-push.md): new episodes of a series to
// announce, then the message for its followers' browsers in chunks one consumer call can send.
export type PushMessage =
  | { kind: "announce"; series_id: number; episode_numbers: number[] }
  | { kind: "deliver"; payload: string; subscription_ids: number[]; attempt: number };

/** Fetches a subscription gets for one notification, the first included (decision 028). */
export const MAX_PUSH_ATTEMPTS = 4;
