// What the franchise call answers: its series in watch order, each as a card, how it stands to the
// series asked about, and the viewer's status for it.
import { z } from "zod";
import { Series } from "~/domain/series/responses";
import { listStatuses } from "~/lib/vocabulary/list-statuses";
import { relationKinds } from "~/lib/vocabulary/series-relations";

export const FranchiseEntry = Series.pick({
  id: true,
  slug: true,
  title: true,
  alt_titles: true,
  cover_image: true,
  type: true,
  year: true,
  season: true,
  status: true,
})
  .extend({
    relation: z.enum(relationKinds).nullable().meta({
      description: "What this series is of the one asked about (its sequel, its side story…); null when they are not linked directly",
    }),
    current: z.boolean().meta({ description: "Whether this is the series asked about" }),
    list_status: z
      .enum(listStatuses)
      .nullable()
      .meta({ description: "Its status on the viewer's list (with a viewer's token), else null" }),
  })
  .meta({ id: "FranchiseEntry", description: "One series of a franchise" });
export type FranchiseEntryView = z.infer<typeof FranchiseEntry>;

export const Franchise = z
  .object({
    series_id: z.number().int(),
    items: z
      .array(FranchiseEntry)
      .meta({ description: "The franchise in watch order: release order along prequels and sequels, each side story after its series" }),
  })
  .meta({ id: "Franchise", description: "A series' franchise as far as the catalogue holds it" });

/** One relation of a series as an admin sets it. */
export const SeriesRelation = z.object({ series_id: z.number().int(), kind: z.enum(relationKinds) }).meta({ id: "SeriesRelation" });
