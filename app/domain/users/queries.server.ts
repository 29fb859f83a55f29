import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { users } from "~/.server/db/schema";

export type UserRow = typeof users.$inferSelect;

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

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}
