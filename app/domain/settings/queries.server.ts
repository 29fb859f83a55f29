import { desc, eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { nowIso, siteSettings, uploads } from "~/.server/db/schema";
import { DEFAULT_LOGOS, type AboutContactWrite, type SocialLinksWrite } from "./schema";

const SETTINGS_ID = 1;

async function readSettings(db: Database) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).limit(1);
  // The first migration inserts the row; this only guards against a hand-emptied table.
  return row ?? (await db.insert(siteSettings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning())[0]!;
}

export async function getSocialLinks(db: Database) {
  const { telegram, youtube, instagram, discord } = await readSettings(db);
  return { telegram, youtube, instagram, discord };
}

export async function getAboutContact(db: Database) {
  const row = await readSettings(db);
  return {
    announcement: row.announcement,
    about: row.about,
    contact: row.contact,
    privacy_policy: row.privacyPolicy,
    disclaimer: row.disclaimer,
    dmca: row.dmca,
    header_logo: row.headerLogo,
    footer_logo: row.footerLogo,
  };
}
export type AboutContact = Awaited<ReturnType<typeof getAboutContact>>;

export async function saveSocialLinks(db: Database, input: SocialLinksWrite) {
  await readSettings(db);
  await db.update(siteSettings).set({ ...input, updatedAt: nowIso }).where(eq(siteSettings.id, SETTINGS_ID));
  return getSocialLinks(db);
}

export async function saveAboutContact(db: Database, input: AboutContactWrite) {
  await readSettings(db);
  await db
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
  return getAboutContact(db);
}

/** The logos an admin can choose from: the shipped three, then uploaded GIFs, newest first. */
export async function listLogoChoices(db: Database) {
  const uploaded = await db.select({ key: uploads.key, filename: uploads.filename }).from(uploads).where(eq(uploads.kind, "logo")).orderBy(desc(uploads.createdAt));
  return [
    ...DEFAULT_LOGOS.map((url) => ({ url, filename: url.slice(1) })),
    ...uploaded.map((upload) => ({ url: `/uploads/${upload.key}`, filename: upload.filename ?? upload.key })),
  ];
}

/** How many days raw visit rows are kept (app/domain/visitors/retention.server.ts). */
export async function getVisitRetention(db: Database) {
  return (await readSettings(db)).visitRetentionDays;
}

export async function setVisitRetention(db: Database, days: number) {
  await db.update(siteSettings).set({ visitRetentionDays: days, updatedAt: nowIso }).where(eq(siteSettings.id, SETTINGS_ID));
}
