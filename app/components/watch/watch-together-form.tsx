import { Form } from "react-router";
import { Icon } from "~/components/ui/icons";
import { m } from "~/paraglide/messages";

/**
 * Opens a watch-together room on the episode page's episode (its action answers with the room's
 * page). A plain post that loads the room's page whole, JavaScript or not: that page's policy
 * names its own streams.
 */
export function WatchTogetherForm() {
  return (
    <Form method="post" reloadDocument>
      <button type="submit" name="intent" value="watch-together" className="btn-ghost" title={m.room_open_hint()}>
        <Icon name="play" width={16} height={16} /> {m.room_open()}
      </button>
    </Form>
  );
}
