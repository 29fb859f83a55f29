import type { siteFonts } from "~/.server/db/schema";

/** A font as the API and the admin screen show it: its family and where its file is. */
export const presentFont = (font: typeof siteFonts.$inferSelect) => ({
  id: font.id,
  family: font.family,
  url: `/uploads/${font.key}`,
  created_at: font.createdAt,
});
