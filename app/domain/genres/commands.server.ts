import { eq, sql } from "drizzle-orm";
import { invalidate } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import { genres } from "~/.server/db/schema";
import { DomainError, notFound } from "~/lib/refusals";
import { allTop10CacheKeys } from "../top10/cache-keys";
import type { GenreWrite } from "./schema";
import { auditNames } from "~/domain/audit/names";

/** The genre writes as the audit log names them. */
export const genreAudit = auditNames("genres", "create", "update", "delete");

async function checkNameFree(app: AppContext, name: string, exceptId?: number) {
  const [clash] = await app.db.select({ id: genres.id }).from(genres).where(sql`${genres.name} = ${name} COLLATE NOCASE`);
  if (clash && clash.id !== exceptId) throw new DomainError(409, "A genre with this name already exists");
}

export async function createGenre(app: AppContext, input: GenreWrite) {
  await checkNameFree(app, input.name);
  const [created] = await app.db
    .insert(genres)
    .values({ name: input.name, description: input.description ?? null })
    .returning();
  return created!;
}

// Top 10 entries show genre names, so a rename or delete refreshes them.
export async function updateGenre(app: AppContext, id: number, input: GenreWrite) {
  await checkNameFree(app, input.name, id);
  const [updated] = await app.db
    .update(genres)
    .set({ name: input.name, description: input.description ?? null })
    .where(eq(genres.id, id))
    .returning();
  if (!updated) throw notFound("Genre");
  await invalidate(app, allTop10CacheKeys());
  return updated;
}

export async function deleteGenre(app: AppContext, id: number) {
  const deleted = await app.db.delete(genres).where(eq(genres.id, id)).returning({ id: genres.id });
  if (deleted.length === 0) throw notFound("Genre");
  await invalidate(app, allTop10CacheKeys());
}
