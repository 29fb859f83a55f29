import { and, eq, isNull } from "drizzle-orm";
import { closeUserSessions } from "~/.server/auth/server-sessions";
import type { AppContext } from "~/.server/context";
import { users } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import { toPublicUser } from "./present";
import { auditNames } from "~/domain/audit/names";

/** The admins' account writes as the audit log names them. */
export const userAudit = auditNames("users", "block", "unblock", "delete");

/** The admins act on accounts: another profile of one is not a user of theirs (decision 074). */
const anAccount = (id: number) => and(eq(users.id, id), isNull(users.accountId));

export async function setUserBlocked(app: AppContext, id: number, blocked: boolean) {
  const [updated] = await app.db.update(users).set({ blocked }).where(anAccount(id)).returning();
  if (!updated) throw notFound("User");
  // A block ends every session at once; unblocking opens none.
  if (blocked) await closeUserSessions(app.db, id);
  return toPublicUser(updated);
}

/** Deletes the account and its other profiles; its comments stay under its username (user_id set null). */
export async function deleteUser(app: AppContext, id: number) {
  const deleted = await app.db.delete(users).where(anAccount(id)).returning({ id: users.id });
  if (deleted.length === 0) throw notFound("User");
}
