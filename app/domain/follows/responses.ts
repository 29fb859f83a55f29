// What My List answers, to the API and the page alike.
import { z } from "zod";
import { isoTime, rowId } from "~/lib/response-fields";

export const FollowedSeries = z
  .object({
    series_id: rowId,
    slug: z.string(),
    title: z.string(),
    cover: z.string().meta({ description: "The cover, else the image, else the placeholder" }),
    followed_at: isoTime,
    newest_episode: z.object({ episode_number: z.number().int(), added_at: isoTime }).nullable(),
    new_episodes: z.number().int().meta({ description: "Episodes added since the follow that the viewer has not opened" }),
  })
  .meta({ id: "FollowedSeries" });
export type FollowedSeriesView = z.infer<typeof FollowedSeries>;

export const FollowState = z.object({ series_id: rowId, following: z.boolean() }).meta({ id: "FollowState" });
