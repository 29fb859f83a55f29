// The admin's relations of a series: what each other series is of it. One schema for the API's
// PUT and the admin's form.
import { z } from "zod";
import { relationKinds } from "~/lib/vocabulary/series-relations";
import { idField, requiredText } from "~/lib/schema-fields";

/** The most relations one series keeps (AniList's longest franchises relate a few dozen). */
export const RELATIONS_MAX = 40;

export const RelationInput = z.object({
  series_id: idField("Related series"),
  kind: z.enum(relationKinds, { error: `Relation must be one of ${relationKinds.join(", ")}` }),
});

export const RelationsInput = z
  .object({
    relations: z
      .array(RelationInput)
      .max(RELATIONS_MAX, { error: `A series keeps at most ${RELATIONS_MAX} relations` })
      .refine((relations) => new Set(relations.map((relation) => relation.series_id)).size === relations.length, {
        error: "Each series can be related once",
      }),
  })
  .meta({ id: "SeriesRelationsInput" });
export type RelationsInput = z.infer<typeof RelationsInput>;

/**
 * The admin's form adds one relation: the related series by its id, its slug or its page's address
 * (what an admin has at hand), resolved to an id before it joins the set (RelationsInput).
 */
export const RelationAddInput = z.object({
  id: idField("Series"),
  related: requiredText("Related series", 500),
  kind: RelationInput.shape.kind,
});

/** The admin's form takes one relation away. */
export const RelationRemoveInput = z.object({ id: idField("Series"), related: idField("Related series") });
