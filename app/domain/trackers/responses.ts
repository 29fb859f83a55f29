// What the trackers' calls answer: no token ever.
import { z } from "zod";
import { isoTime } from "~/lib/response-fields";
import { seriesSources } from "~/lib/vocabulary/series-sources";

export const Tracker = z
  .object({
    provider: z.enum(seriesSources),
    connected: z.boolean(),
    needs_reconnect: z.boolean().meta({ description: "The provider refused the grant: connect again" }),
    username: z.string().nullable().meta({ description: "The viewer's name on the provider" }),
    connected_at: isoTime.nullable(),
    last_synced_at: isoTime.nullable(),
  })
  .meta({ id: "Tracker", description: "A list service the viewer can connect: AniList or MyAnimeList" });
export type TrackerAnswer = z.infer<typeof Tracker>;

export const TrackerAuthorization = z
  .object({ url: z.string().meta({ description: "The provider's page where the viewer allows the site; it sends them back here" }) })
  .meta({ id: "TrackerAuthorization" });
