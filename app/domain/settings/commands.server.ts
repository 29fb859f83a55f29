import type { AppContext } from "~/.server/context";
import { getAboutContact, getRatingCaps, getSocialLinks } from "./queries.server";
import type { AboutContactWrite, RatingCapsWrite, SocialLinksWrite } from "./schema";
import { writeSettings } from "./shared.server";
import { auditNames } from "~/domain/audit/names";

/** The site settings' writes as the audit log names them, one kind of record each. */
export const settingsAudit = {
  socialLinks: auditNames("home/social-links", "update").update,
  aboutContact: auditNames("about-contact", "update").update,
  logoUpload: auditNames("logos", "upload").upload,
  visitRetention: auditNames("settings/visit-retention", "update").update,
  ratingCaps: auditNames("settings/content-ratings", "update").update,
};

export async function saveSocialLinks(app: AppContext, input: SocialLinksWrite) {
  await writeSettings(app, input);
  return getSocialLinks(app);
}

export async function saveAboutContact(app: AppContext, input: AboutContactWrite) {
  await writeSettings(app, {
    announcement: input.announcement,
    about: input.about,
    contact: input.contact,
    privacyPolicy: input.privacy_policy,
    disclaimer: input.disclaimer,
    dmca: input.dmca,
    headerLogo: input.header_logo,
    footerLogo: input.footer_logo,
  });
  return getAboutContact(app);
}

export const setVisitRetention = (app: AppContext, days: number) => writeSettings(app, { visitRetentionDays: days });

/** The caps on content ratings; a page rendered under the old ones is not served again (the write moves the page cache on). */
export async function saveRatingCaps(app: AppContext, input: RatingCapsWrite) {
  await writeSettings(app, { ratingCap: input.rating_cap, visitorRatingCap: input.visitor_rating_cap ?? null });
  return getRatingCaps(app);
}
