import { z } from "zod";
import { adPlacements } from "~/lib/vocabulary/ad-placements";
import { flagField, optionalHttpUrl, optionalImage, requiredText } from "~/lib/schema-fields";

/** POST/PUT /api/ads and the Ad Management form. Ads are images and links, never HTML. */
export const AdInput = z.object({
  placement: z.enum(adPlacements, { error: `Placement must be one of ${adPlacements.join(", ")}` }),
  title: requiredText("Title", 200),
  image: optionalImage("Image"),
  link: optionalHttpUrl("Link"),
  active: flagField.optional(),
});
export type AdWrite = z.infer<typeof AdInput>;

export const AdsQuery = z.object({ include_inactive: flagField.optional() });
