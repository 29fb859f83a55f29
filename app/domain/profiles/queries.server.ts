// An account's profiles (issue #84, decision 074): its own row first, then the others it holds.
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { users, type UserRow } from "~/.server/db/schema";
import { presentProfile, type ProfileView } from "./present";

/** The rows of `accountId`'s profiles: its own, then the others in the order they were made. */
export const profileRowsOf = (app: AppContext, accountId: number) =>
  app.db
    .select()
    .from(users)
    .where(or(eq(users.id, accountId), eq(users.accountId, accountId)))
    .orderBy(sql`${users.accountId} IS NOT NULL`, asc(users.id));

export async function listProfiles(app: AppContext, accountId: number): Promise<ProfileView[]> {
  return (await profileRowsOf(app, accountId)).map(presentProfile);
}

/** Profile `profileId` of `accountId`, or undefined when the account holds no such profile. */
export async function profileRowOf(app: AppContext, accountId: number, profileId: number): Promise<UserRow | undefined> {
  const [row] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.id, profileId), or(eq(users.id, accountId), eq(users.accountId, accountId))));
  return row;
}
