// What the site settings routes answer (queries.server.ts, commands.server.ts).
import { z } from "zod";

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
