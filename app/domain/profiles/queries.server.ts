// An account's profiles (issue #84, decision 074): its own row first, then the others it holds.
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { isProfileOf } from "~/.server/db/account-profiles";
import { users, type UserRow } from "~/.server/db/schema";
import { managesProfiles, type Caller } from "./managing";
import { presentProfile, type ProfileView } from "./present";

/** The rows of `accountId`'s profiles: its own, then the others in the order they were made. */
export const profileRowsOf = (app: AppContext, accountId: number) =>
  app.db.select().from(users).where(isProfileOf(users, accountId)).orderBy(sql`${users.accountId} IS NOT NULL`, asc(users.id));

export async function listProfiles(app: AppContext, accountId: number): Promise<ProfileView[]> {
  return (await profileRowsOf(app, accountId)).map(presentProfile);
}

/** The caller's account's profiles, and whether the caller manages them. */
export async function callersProfiles(app: AppContext, caller: Caller) {
  return { profiles: await listProfiles(app, caller.account.id), manages: managesProfiles(caller) };
}

/** Profile `profileId` of `accountId`, or undefined when the account holds no such profile. */
export async function profileRowOf(app: AppContext, accountId: number, profileId: number): Promise<UserRow | undefined> {
  const [row] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.id, profileId), isProfileOf(users, accountId)));
  return row;
}
