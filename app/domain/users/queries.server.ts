import { and, count, desc, eq, gte, lt, or } from "drizzle-orm";
import { likeContains } from "~/.server/db/like";
import type { Database } from "~/.server/db/client";
import { users, type UserRow } from "~/.server/db/schema";
import { notFound } from "~/.server/errors";
import { addDays } from "~/lib/dates";
import { USERS_API_LIMIT, type UsersFilter } from "./schema";
import { closeUserSessions } from "~/.server/auth/server-sessions";

/** The profile as the API answers it: the password hash never leaves the server. */
export function toPublicUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    dob: user.dob,
    location: user.location,
    mobile: user.mobile,
    avatar: user.avatar,
    created_at: user.createdAt,
    blocked: user.blocked,
  };
}

/** A page of the User Info list: search on email or username, created_at within the dates, newest first. */
export async function listUsersForAdmin(db: Database, filter: UsersFilter = {}) {
  const where = and(
    filter.search ? or(likeContains(users.email, filter.search), likeContains(users.username, filter.search)) : undefined,
    filter.from ? gte(users.createdAt, filter.from) : undefined,
    filter.to ? lt(users.createdAt, addDays(filter.to, 1)) : undefined,
  );
  const [rows, counted] = await db.batch([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(filter.limit ?? USERS_API_LIMIT).offset(filter.offset ?? 0),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toPublicUser), total: counted[0]?.total ?? 0 };
}

export async function setUserBlocked(db: Database, id: number, blocked: boolean) {
  const [updated] = await db.update(users).set({ blocked }).where(eq(users.id, id)).returning();
  if (!updated) throw notFound("User");
  // A block ends every session at once; unblocking opens none.
  if (blocked) await closeUserSessions(db, id);
  return toPublicUser(updated);
}

/** Deletes the account; its comments stay under its username (user_id set null). */
export async function deleteUser(db: Database, id: number) {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (deleted.length === 0) throw notFound("User");
}
