import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { admins } from "~/.server/db/schema";

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminById(db: Database, id: number): Promise<AdminRow | undefined> {
  return db.query.admins.findFirst({ where: eq(admins.id, id) });
}
