import { z } from "zod";
import { isHttpUrl, optionalChoice } from "~/lib/schema-fields";
import { seriesRatings } from "~/lib/vocabulary/series";

const link = (label: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : typeof v === "string" ? v.trim() : v),
    z
      .string({ error: `${label} must be a link` })
      .max(500)
      .refine((v) => v === "" || isHttpUrl(v), `${label} must be an http:// or https:// link`),
  );

/** GET/PUT /api/home/social-links and the Home Details form; an empty value means "no link". */
export const SocialLinksInput = z.object({
  telegram: link("Telegram").optional(),
  youtube: link("YouTube").optional(),
  instagram: link("Instagram").optional(),
  discord: link("Discord").optional(),
});
export type SocialLinksWrite = z.infer<typeof SocialLinksInput>;

const longText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`),
  );

export const DEFAULT_LOGOS = ["/logo1.gif", "/logo2.gif", "/logo3.gif"] as const;
const logo = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: `${label} must be a logo` })
      .refine(
        (v) => (DEFAULT_LOGOS as readonly string[]).includes(v) || /^\/uploads\/[a-f0-9]{64}\.gif$/.test(v),
        `${label} must be one of the logos (logo1.gif, logo2.gif, logo3.gif or an uploaded GIF)`,
      ),
  );

/** PUT /api/about-contact and the About & Contact form: any subset of the record. */
export const AboutContactInput = z
  .object({
    announcement: longText("Announcement", 500),
    about: longText("About", 20_000),
    contact: longText("Contact", 20_000),
    privacy_policy: longText("Privacy policy", 50_000),
    disclaimer: longText("Disclaimer", 50_000),
    dmca: longText("DMCA", 50_000),
    header_logo: logo("Header logo"),
    footer_logo: logo("Footer logo"),
  })
  .partial();
export type AboutContactWrite = z.infer<typeof AboutContactInput>;

/**
 * PUT /api/content-ratings and the Content Ratings form (decision 073): the highest rating the
 * site shows anyone but its admins, and the highest shown to visitors not signed in (empty or null:
 * no lower than the site's).
 */
export const RatingCapsInput = z.object({
  rating_cap: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.enum(seriesRatings, { error: `Site's highest rating must be one of ${seriesRatings.join(", ")}` }),
  ),
  visitor_rating_cap: optionalChoice("Visitors' highest rating", seriesRatings),
});
export type RatingCapsWrite = z.infer<typeof RatingCapsInput>;
