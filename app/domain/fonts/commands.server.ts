// Adding and removing the fonts the ASS tracks' renderer may ask for (decision 070). A font is
// checked by its bytes and named by its own family before anything is stored; one file a family.
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { siteFonts } from "~/.server/db/schema";
import { mediaStoreOf, storeFont } from "~/.server/storage/uploads";
import { auditNames } from "~/domain/audit/names";
import { DomainError, notFound } from "~/lib/refusals";
import { sizeText, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { readFontFile } from "./font-file";
import { presentFont } from "./present";

/** The font writes as the audit log names them. */
export const fontAudit = auditNames("fonts", "create", "delete");

export type FontFile = { bytes: Uint8Array<ArrayBuffer>; name: string | null };

/** Stores a font and names it by its family; a family already uploaded is a 409, storing nothing. */
export async function addSiteFont(app: AppContext, file: FontFile | null) {
  if (!file || file.bytes.byteLength === 0) throw new DomainError(400, "Choose a font file (.ttf, .otf, .ttc or .woff)");
  if (file.bytes.byteLength > UPLOAD_LIMITS.font) throw new DomainError(413, `The file is larger than ${sizeText(UPLOAD_LIMITS.font)}.`);
  const font = await readFontFile(file.bytes);
  if (!font.ok) throw new DomainError(font.status, font.error);
  const taken = () => new DomainError(409, `A font of the family "${font.family}" is uploaded already: remove it first to replace it`);
  const [clash] = await app.db.select({ id: siteFonts.id }).from(siteFonts).where(sql`${siteFonts.family} = ${font.family} COLLATE NOCASE`);
  if (clash) throw taken();
  const stored = await storeFont(mediaStoreOf(app), file.bytes, font, file.name);
  // A second upload of the family at once loses here; its object goes with the daily sweep.
  const [added] = await app.db.insert(siteFonts).values({ family: font.family, key: stored.key }).onConflictDoNothing().returning();
  if (!added) throw taken();
  return presentFont(added);
}

/** Removes a font from the renderer's list; its file goes with the daily sweep once nothing names it. */
export async function removeSiteFont(app: AppContext, id: number) {
  const [removed] = await app.db.delete(siteFonts).where(eq(siteFonts.id, id)).returning({ id: siteFonts.id });
  if (!removed) throw notFound("Font");
}
