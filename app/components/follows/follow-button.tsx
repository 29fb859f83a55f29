import { Form } from "react-router";
import { m } from "~/paraglide/messages";
import { ReturnHere } from "~/components/ui/return-here";

/**
 * Follow / Following as a plain form (it works with JavaScript off). `following` is null for an
 * anonymous viewer, whose page may come from the shared cache: it then says only "Follow", and
 * the post sends them to sign in and back.
 */
export function FollowButton({ seriesId, following }: { seriesId: number; following: boolean | null }) {
  return (
    <Form method="post" action="/follows" preventScrollReset>
      <input type="hidden" name="series_id" value={seriesId} />
      <input type="hidden" name="intent" value={following ? "unfollow" : "follow"} />
      <ReturnHere />
      <button
        type="submit"
        aria-pressed={following ?? false}
        className={following ? "btn-ghost" : "btn-primary"}
        title={following ? m.follows_stop() : m.follows_follow_hint()}
      >
        {following ? `✓ ${m.follows_following()}` : `+ ${m.follows_follow()}`}
      </button>
    </Form>
  );
}
