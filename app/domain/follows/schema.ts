// What the follow calls take: the series in the path, and the page of My List.
import { z } from "zod";
import { idField, pageFields } from "~/lib/schema-fields";

/** My List pages: the API's most at once, and the page's. */
export const FOLLOWS_API_LIMIT = 100;
export const MY_LIST_PAGE_SIZE = 24;

export const FollowsQuery = z.object({
  ...pageFields(FOLLOWS_API_LIMIT),
});
export type FollowsWindow = z.infer<typeof FollowsQuery>;

/** The follow button's form (app/components/follows/follow-button.tsx). */
export const FollowForm = z.object({
  series_id: idField("Series"),
  intent: z.enum(["follow", "unfollow"], { error: "Unknown action" }),
});
