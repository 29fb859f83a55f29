import type { AppContext } from "~/.server/context";
import { getAboutContact, getSocialLinks } from "./queries.server";
import type { AboutContactWrite, SocialLinksWrite } from "./schema";
import { writeSettings } from "./shared.server";

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
