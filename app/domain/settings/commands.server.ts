import { eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { nowIso, siteSettings } from "~/.server/db/schema";
import { getAboutContact, getSocialLinks } from "./queries.server";
import type { AboutContactWrite, SocialLinksWrite } from "./schema";
import { readSettings, SETTINGS_ID } from "./shared.server";

export async function saveSocialLinks(app: AppContext, input: SocialLinksWrite) {
  await readSettings(app);
  await app.db
    .update(siteSettings)
    .set({ ...input, updatedAt: nowIso })
    .where(eq(siteSettings.id, SETTINGS_ID));
  return getSocialLinks(app);
}

export async function saveAboutContact(app: AppContext, input: AboutContactWrite) {
  await readSettings(app);
  await app.db
    .update(siteSettings)
    .set({
      announcement: input.announcement,
      about: input.about,
      contact: input.contact,
      privacyPolicy: input.privacy_policy,
      disclaimer: input.disclaimer,
      dmca: input.dmca,
      headerLogo: input.header_logo,
      footerLogo: input.footer_logo,
      updatedAt: nowIso,
    })
    .where(eq(siteSettings.id, SETTINGS_ID));
  return getAboutContact(app);
}

export async function setVisitRetention(app: AppContext, days: number) {
  await app.db.update(siteSettings).set({ visitRetentionDays: days, updatedAt: nowIso }).where(eq(siteSettings.id, SETTINGS_ID));
}
