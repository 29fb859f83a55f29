// What the profile routes answer (decision 074).
import { z } from "zod";
import { seriesRatings } from "~/lib/vocabulary/series";

export const Profile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string().nullable(),
    rating_cap: z.enum(seriesRatings).nullable().describe("The highest content rating the profile is shown, below the site's"),
    has_pin: z.boolean().describe("Whether four digits are asked before the profile opens"),
    first: z.boolean().describe("The account's own profile, which holds its sign-in and manages the others"),
  })
  .meta({ id: "Profile" });

export const SelectedProfile = z
  .object({ token: z.string().describe("A token acting as the profile; the session is the one that asked"), profile: Profile })
  .meta({ id: "SelectedProfile" });
