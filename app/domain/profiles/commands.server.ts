// Making, changing, removing and entering an account's profiles (issue #84, decision 074).
import { and, eq, sql } from "drizzle-orm";
import { assertNotLimited, clearFailures, recordFailure } from "~/.server/auth/login-limit";
import { hashPassword, verifyPassword } from "~/.server/auth/passwords";
import { signToken } from "~/.server/auth/tokens";
import type { AppContext } from "~/.server/context";
import { isProfileOf } from "~/.server/db/account-profiles";
import { users, type UserRow } from "~/.server/db/schema";
import { DomainError, FieldError, notFound } from "~/lib/refusals";
import { presentProfile } from "./present";
import { managesProfiles } from "./managing";
import { profileRowOf, profileRowsOf } from "./queries.server";
import { PROFILES_MAX, type ProfileCreate, type ProfileUpdate } from "./schema";
import { profileTexts } from "./texts";

/** Who asks: the profile the session acts as, its account and the session. */
export type ProfileCaller = { user: UserRow; account: UserRow; sessionId: string };

function assertManagesProfiles(caller: ProfileCaller) {
  if (!managesProfiles(caller)) throw new DomainError(403, profileTexts.managedFromFirst);
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

function assertNameFree(rows: UserRow[], name: string, exceptId?: number) {
  if (rows.some((row) => row.id !== exceptId && sameName(row.username, name))) throw new FieldError("name", profileTexts.nameTaken, 409);
}

const pinHashOf = (pin: string | null | undefined) => (pin ? hashPassword(pin) : Promise.resolve(pin));

/** A new profile of the caller's account; 409 past PROFILES_MAX (counted in the insert itself). */
export async function createProfile(app: AppContext, caller: ProfileCaller, input: ProfileCreate) {
  assertManagesProfiles(caller);
  const { account } = caller;
  assertNameFree(await profileRowsOf(app, account.id), input.name);
  const pinHash = (await pinHashOf(input.pin)) ?? null;
  // A profile has no email or password of its own: it signs in as its account.
  const [created] = await app.db.all<{
    id: number;
  }>(sql`INSERT INTO ${users} (account_id, email, username, password_hash, rating_cap, pin_hash, title_language)
    SELECT ${account.id}, '', ${input.name}, '', ${input.rating_cap}, ${pinHash}, ${account.titleLanguage}
    WHERE (SELECT count(*) FROM ${users} WHERE ${isProfileOf(users, account.id)}) < ${PROFILES_MAX}
    RETURNING id`);
  if (!created) throw new DomainError(409, profileTexts.tooMany);
  return presentProfile((await profileRowOf(app, account.id, created.id))!);
}

/** Renames, recaps or re-PINs a profile of the caller's account; the first keeps the account's name. */
export async function updateProfileOf(app: AppContext, caller: ProfileCaller, profileId: number, input: ProfileUpdate) {
  assertManagesProfiles(caller);
  const rows = await profileRowsOf(app, caller.account.id);
  const row = rows.find((one) => one.id === profileId);
  if (!row) throw notFound("Profile");
  if (input.name !== undefined && row.accountId === null && !sameName(input.name, row.username))
    throw new FieldError("name", profileTexts.firstKeepsName);
  if (input.name !== undefined) assertNameFree(rows, input.name, row.id);
  const values = {
    ...(input.name !== undefined && row.accountId !== null ? { username: input.name } : {}),
    ...(input.rating_cap !== undefined ? { ratingCap: input.rating_cap } : {}),
    ...(input.pin !== undefined ? { pinHash: await pinHashOf(input.pin) } : {}),
  };
  if (Object.keys(values).length === 0) return presentProfile(row);
  const [updated] = await app.db.update(users).set(values).where(eq(users.id, row.id)).returning();
  return presentProfile(updated!);
}

/** Deletes a profile the account holds, and with it all that is its own (its rows cascade). */
export async function deleteProfile(app: AppContext, caller: ProfileCaller, profileId: number) {
  assertManagesProfiles(caller);
  if (profileId === caller.account.id) throw new DomainError(400, profileTexts.firstStays);
  const deleted = await app.db
    .delete(users)
    .where(and(eq(users.id, profileId), eq(users.accountId, caller.account.id)))
    .returning({ id: users.id });
  if (deleted.length === 0) throw notFound("Profile");
}

/**
 * A token of the caller's session acting as the profile. A profile's PIN is checked here on the
 * server and its wrong tries are limited as sign-ins are (per profile and per address): a
 * convenience that keeps a child out, not a password.
 */
export async function selectProfile(
  app: AppContext,
  caller: Omit<ProfileCaller, "user">,
  profileId: number,
  pin: string | undefined,
  ip: string,
) {
  const { account, sessionId } = caller;
  const row = await profileRowOf(app, account.id, profileId);
  if (!row) throw notFound("Profile");
  if (row.pinHash) {
    const attempt = { scope: "user" as const, account: `profile:${row.id}`, ip };
    await assertNotLimited(app.db, attempt);
    if (!pin) throw new FieldError("pin", profileTexts.pinNeeded, 403);
    if (!(await verifyPassword(pin, row.pinHash))) {
      await recordFailure(app.db, attempt);
      throw new FieldError("pin", profileTexts.pinWrong, 403);
    }
    await clearFailures(app.db, attempt);
  }
  const token = await signToken(
    {
      sub: String(account.id),
      role: "user",
      username: account.username,
      sid: sessionId,
      ...(row.accountId ? { pid: String(row.id) } : {}),
    },
    app.env.JWT_SECRET,
  );
  return { token, profile: presentProfile(row) };
}
