import { and, count, eq, isNull, sql } from "drizzle-orm";
import { assertMay, recordAction } from "~/.server/auth/action-limits";
import { accountKey, assertNotLimited, clearFailures, recordFailure } from "~/.server/auth/login-limit";
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from "~/.server/auth/passwords";
import { closeUserSessions, issueToken } from "~/.server/auth/server-sessions";
import type { AppContext } from "~/.server/context";
import { isProfileOf } from "~/.server/db/account-profiles";
import { users, type UserRow } from "~/.server/db/schema";
import { DomainError, FieldError } from "~/lib/refusals";
import { authErrors } from "~/.server/auth/authenticate";
import { toCaller, toPublicUser } from "./present";
import type { ProfileUpdate, Registration } from "./schema";
import type { TitleLanguage } from "~/lib/vocabulary/title-languages";
import type { WatchPreferences } from "~/lib/watch-preferences";
import { userTexts } from "~/lib/vocabulary/user-texts";
import { passkeyTexts } from "~/domain/passkeys/answers.server";
import { recordSecurityEvent } from "~/domain/passkeys/commands.server";
import type { RelyingParty } from "~/domain/passkeys/relying-party.server";
import { verifyPasskeySignIn } from "~/domain/passkeys/sign-in.server";

/** The account (never another profile, whose name is its account's alone: decision 074) whose email or name is `value`. */
const sameText = (column: typeof users.email | typeof users.username, value: string) =>
  and(sql`${column} = ${value} COLLATE NOCASE`, isNull(users.accountId));

async function assertUnique(app: AppContext, fields: { email: string; username: string }, exceptId?: number) {
  const [emailOwner] = await app.db.select({ id: users.id }).from(users).where(sameText(users.email, fields.email));
  if (emailOwner && emailOwner.id !== exceptId) throw new FieldError("email", userTexts.emailTaken, 409);
  const [nameOwner] = await app.db.select({ id: users.id }).from(users).where(sameText(users.username, fields.username));
  if (nameOwner && nameOwner.id !== exceptId) throw new FieldError("username", userTexts.usernameTaken, 409);
}

/** A new viewer account; at most `actionLimits.register` an hour from one address (429 after). */
export async function registerUser(app: AppContext, input: Registration, ip: string) {
  await assertMay(app, "register", { ip });
  await assertUnique(app, input);
  const [created] = await app.db
    .insert(users)
    .values({ email: input.email, username: input.username, passwordHash: await hashPassword(input.password) })
    .returning();
  await recordAction(app, "register", { ip });
  return toPublicUser(created!);
}

/** Login by email or username; limited per account and per address; a blocked account gets 403. */
export async function loginUser(app: AppContext, credentials: { identifier: string; password: string }, ip: string) {
  const column = credentials.identifier.includes("@") ? users.email : users.username;
  const [user] = await app.db.select().from(users).where(sameText(column, credentials.identifier.trim()));
  const attempt = { scope: "user" as const, account: accountKey(user, credentials.identifier), ip };
  await assertNotLimited(app.db, attempt);
  const valid = await verifyPassword(credentials.password, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!user || !valid) {
    await recordFailure(app.db, attempt);
    throw new DomainError(401, userTexts.invalidCredentials);
  }
  await clearFailures(app.db, attempt);
  return openSession(app, user);
}

/** What either login answers once the viewer is known: a token and who they are; a blocked account gets 403. */
async function openSession(app: AppContext, user: UserRow) {
  if (user.blocked) throw new DomainError(403, authErrors.blocked);
  const [token, [held]] = await Promise.all([
    issueToken(app.db, "user", user, app.env.JWT_SECRET),
    app.db.select({ profiles: count() }).from(users).where(isProfileOf(users, user.id)),
  ]);
  return { token, user: { email: user.email, username: user.username }, profiles: held?.profiles ?? 1 };
}

/** Signs a viewer in with a passkey (app/domain/passkeys/sign-in.server.ts); answers as loginUser does. */
export async function loginUserWithPasskey(app: AppContext, answer: unknown, rp: RelyingParty, ip: string) {
  const userId = await verifyPasskeySignIn(app, "user", answer, rp, ip);
  const [user] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.accountId)));
  if (!user) throw new DomainError(401, passkeyTexts.unknown);
  const session = await openSession(app, user);
  await recordSecurityEvent(app, { scope: "user", id: user.id, username: user.username }, "passkey_sign_in", null, ip);
  return session;
}

/**
 * Checked before a new avatar is stored, since each one is encoded up to 20 times: at most
 * `actionLimits.avatar` changes an hour per account, 429 after (decision 045). updateProfile counts it.
 */
export const assertAvatarMayChange = (app: AppContext, userId: number) => assertMay(app, "avatar", { userId });

/**
 * A new password needs the current one, and ends every other session of the account (a stolen
 * token stops working); the session that changed it stays signed in. A wrong current password is
 * a failed login of the account: it counts toward the same limits, so a stolen token cannot guess
 * the password here outside them. The account's fields go to the account, the choices to the
 * profile the session acts as (decision 074): one row for the account's first profile.
 */
export async function updateProfile(
  app: AppContext,
  session: { user: UserRow; account: UserRow; sessionId: string },
  input: ProfileUpdate,
  ip: string,
  avatar?: string,
) {
  const { user: profile, account } = session;
  if (input.password) {
    const attempt = { scope: "user" as const, account: accountKey(account, account.username), ip };
    await assertNotLimited(app.db, attempt);
    if (!(await verifyPassword(input.current_password ?? "", account.passwordHash))) {
      await recordFailure(app.db, attempt);
      throw new FieldError("current_password", userTexts.currentPasswordWrong);
    }
    await clearFailures(app.db, attempt);
  }
  await assertUnique(app, input, account.id);
  const accountFields = {
    email: input.email,
    username: input.username,
    dob: input.dob ?? null,
    location: input.location ?? null,
    mobile: input.mobile ?? null,
    ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
  };
  const choices = {
    ...(avatar ? { avatar } : {}),
    ...(input.title_language ? { titleLanguage: input.title_language } : {}),
    ...(input.audio_preference ? { audioPreference: input.audio_preference } : {}),
    ...(input.skip_filler !== undefined ? { skipFiller: input.skip_filler } : {}),
    ...(input.secondary_subtitle_language !== undefined ? { secondSubtitles: input.secondary_subtitle_language } : {}),
    ...(input.hide_statuses ? { hideStatuses: input.hide_statuses } : {}),
    ...(input.auto_skip ? { autoSkip: input.auto_skip } : {}),
    ...(input.spoiler_guard ? { spoilerGuard: input.spoiler_guard } : {}),
  };
  const own = profile.id === account.id;
  const write = (id: number, values: Partial<UserRow>) =>
    Object.keys(values).length > 0
      ? app.db.update(users).set(values).where(eq(users.id, id)).returning()
      : app.db.select().from(users).where(eq(users.id, id));
  const [[updatedAccount], [updatedProfile]] = await app.db.batch([
    write(account.id, own ? { ...accountFields, ...choices } : accountFields),
    own ? app.db.select().from(users).where(eq(users.id, account.id)) : write(profile.id, choices),
  ]);
  if (input.password) await closeUserSessions(app.db, account.id, session.sessionId);
  if (avatar) await recordAction(app, "avatar", { userId: profile.id });
  return toCaller(updatedProfile!, updatedAccount!);
}

/** Which of a series' titles the viewer reads (the footer's form; the API sets it with the profile). */
export async function setTitleLanguage(app: AppContext, userId: number, titleLanguage: TitleLanguage) {
  await app.db.update(users).set({ titleLanguage }).where(eq(users.id, userId));
}

/** How the viewer watches (the episode page's form; the API sets it with the profile). */
export async function setWatchPreferences(app: AppContext, userId: number, preferences: WatchPreferences) {
  const { audio, skipFiller, secondSubtitles } = preferences;
  await app.db.update(users).set({ audioPreference: audio, skipFiller, secondSubtitles }).where(eq(users.id, userId));
}
