// What a profile is written as (issue #84, decision 074): one rule each for the API and the pages.
import { z } from "zod";
import { flagField, optionalChoice, requiredText } from "~/lib/schema-fields";
import { seriesRatings } from "~/lib/vocabulary/series";

/** An account holds at most this many profiles, its own first one among them. */
export const PROFILES_MAX = 5;
/** A kids profile's own cap when none is said. */
export const KIDS_RATING_CAP = "pg" as const;

const pin = z
  .preprocess(
    (v) => (v === "" ? null : v),
    z
      .string({ error: "PIN must be four digits" })
      .regex(/^\d{4}$/, "PIN must be four digits")
      .nullable(),
  )
  .meta({ description: "Four digits asked before the profile opens, or null for none" });

const name = requiredText("Profile name", 30).meta({ description: "The profile's name; the first profile's is the account's" });
const ratingCap = optionalChoice("Profile's highest rating", seriesRatings).meta({
  description: "The highest content rating the profile is shown, below the site's; null for none",
});

/** POST /api/users/me/profiles and the add form: a kids profile is capped at PG unless a cap is said. */
export const ProfileCreateInput = z
  .object({ name, rating_cap: ratingCap, kids: flagField.optional(), pin: pin.optional() })
  .transform(({ kids, ...profile }) => ({ ...profile, rating_cap: profile.rating_cap ?? (kids ? KIDS_RATING_CAP : null) }));
export type ProfileCreate = z.output<typeof ProfileCreateInput>;

/** PUT /api/users/me/profiles/{id} and the edit form: any of the fields; a null PIN takes it off. */
export const ProfileUpdateInput = z.object({ name: name.optional(), rating_cap: ratingCap, pin: pin.optional() });
export type ProfileUpdate = z.output<typeof ProfileUpdateInput>;

/** POST /api/users/me/profiles/{id}/select and "Who's watching?": the profile's PIN when it has one. */
export const ProfileSelectInput = z.object({ pin: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(16).optional()) });
