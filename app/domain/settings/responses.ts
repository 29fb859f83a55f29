// What the site settings routes answer (queries.server.ts, commands.server.ts).
import { z } from "zod";
import { seriesRatings } from "~/lib/vocabulary/series";

export const SocialLinks = z
  .object({ telegram: z.string(), youtube: z.string(), instagram: z.string(), discord: z.string() })
  .meta({ id: "SocialLinks", description: 'Each link, or "" when not set' });

export const AboutContact = z
  .object({
    announcement: z.string(),
    about: z.string(),
    contact: z.string(),
    privacy_policy: z.string(),
    disclaimer: z.string(),
    dmca: z.string(),
    header_logo: z.string(),
    footer_logo: z.string(),
  })
  .meta({ id: "AboutContact" });

export const LogoChoice = z.object({ url: z.string(), filename: z.string() }).meta({ id: "LogoChoice" });

export const RatingCaps = z
  .object({
    rating_cap: z.enum(seriesRatings).describe("The highest content rating the site shows anyone but its admins"),
    visitor_rating_cap: z.enum(seriesRatings).nullable().describe("The highest shown to visitors not signed in; null: as the site's"),
  })
  .meta({ id: "RatingCaps" });
