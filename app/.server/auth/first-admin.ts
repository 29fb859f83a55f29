import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { admins } from "../db/schema";
import type { AppEnv } from "../env";
import { hashPassword } from "./passwords";

/** Creates the administrator named in ADMIN_USERNAME/ADMIN_PASSWORD when there is none yet. */
export async function ensureFirstAdmin(db: Database, env: Pick<AppEnv, "ADMIN_USERNAME" | "ADMIN_PASSWORD">) {
  const [row] = await db.select({ total: count() }).from(admins);
  if ((row?.total ?? 0) > 0) return false;
  const passwordHash = await hashPassword(env.ADMIN_PASSWORD);
  const inserted = await db
    .insert(admins)
    .values({ username: env.ADMIN_USERNAME, passwordHash })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return inserted.length > 0;
}
