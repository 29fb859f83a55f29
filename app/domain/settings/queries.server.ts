import { desc, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { uploads } from "~/.server/db/schema";
import { DEFAULT_LOGOS } from "./schema";
import { readSettings } from "./shared.server";

export async function getSocialLinks(app: AppContext) {
  const { telegram, youtube, instagram, discord } = await readSettings(app);
  return { telegram, youtube, instagram, discord };
}

export async function getAboutContact(app: AppContext) {
  const row = await readSettings(app);
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

/** The logos an admin can choose from: the shipped three, then uploaded GIFs, newest first. */
export async function listLogoChoices(app: AppContext) {
  const uploaded = await app.db
    .select({ key: uploads.key, filename: uploads.filename })
    .from(uploads)
    .where(eq(uploads.kind, "logo"))
    .orderBy(desc(uploads.createdAt));
  return [
    ...DEFAULT_LOGOS.map((url) => ({ url, filename: url.slice(1) })),
    ...uploaded.map((upload) => ({ url: `/uploads/${upload.key}`, filename: upload.filename ?? upload.key })),
  ];
}

/** How many days raw visit rows are kept (app/domain/visitors/retention.server.ts). */
export async function getVisitRetention(app: AppContext) {
  return (await readSettings(app)).visitRetentionDays;
}

/** The caps on content ratings (decision 073), as the API answers them. */
export async function getRatingCaps(app: AppContext) {
  const { ratingCap, visitorRatingCap } = await readSettings(app);
  return { rating_cap: ratingCap, visitor_rating_cap: visitorRatingCap };
}
