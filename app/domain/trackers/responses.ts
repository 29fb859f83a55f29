// What the trackers' calls answer: no token ever.
import { z } from "zod";
import { isoTime } from "~/lib/response-fields";
import { listServices } from "~/lib/vocabulary/series-sources";

const UnmatchedEntry = z.object({ id: z.number().int().meta({ description: "The series' id on the provider" }), title: z.string() });

export const Tracker = z
  .object({
    provider: z.enum(listServices),
    connected: z.boolean(),
    needs_reconnect: z.boolean().meta({ description: "The provider refused the grant: connect again" }),
    username: z.string().nullable().meta({ description: "The viewer's name on the provider" }),
    connected_at: isoTime.nullable(),
    last_synced_at: isoTime.nullable(),
    pending: z.number().int().meta({ description: "Changes to the list here queued for the tracker and not yet sent" }),
    failed: z
      .array(
        z.object({
          series_id: z.number().int(),
          title: z.string(),
          why: z
            .enum(["reconnect", "unavailable"])
            .meta({ description: "The grant was refused, or the tracker did not answer after every try" }),
        }),
      )
      .meta({ description: "List changes that did not reach the tracker, by series" }),
    unmatched: z
      .array(UnmatchedEntry)
      .meta({ description: "The last pull's entries for series this site does not have, with their titles there" }),
  })
  .meta({ id: "Tracker", description: "A list service the viewer can connect: AniList, MyAnimeList, Bangumi, Shikimori or Simkl" });
export type TrackerAnswer = z.infer<typeof Tracker>;

export const TrackerAuthorization = z
  .object({ url: z.string().meta({ description: "The provider's page where the viewer allows the site; it sends them back here" }) })
  .meta({ id: "TrackerAuthorization" });

export const TrackerPull = z
  .object({
    added: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    unmatched: z.array(UnmatchedEntry),
  })
  .meta({ id: "TrackerPull", description: "What a pull of the tracker's whole list did to the list here" });
export type TrackerPullAnswer = z.infer<typeof TrackerPull>;
