import { sql } from "drizzle-orm";
import type { z } from "zod";
import { ensureFirstAdmin } from "~/.server/auth/first-admin";
import { accountKey, assertNotLimited, clearFailures, recordFailure } from "~/.server/auth/login-limit";
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from "~/.server/auth/passwords";
import { issueToken } from "~/.server/auth/server-sessions";
import type { AppContext } from "~/.server/context";
import { admins } from "~/.server/db/schema";
import { DomainError } from "~/lib/refusals";
import type { AdminLoginInput } from "./schema";
import { assertAdminIpAllowed } from "~/.server/auth/ip-allow-list";
import { auditNames } from "~/domain/audit/names";

/** An admin ending their session, as the audit log names it. */
export const adminSessionAudit = auditNames("admin", "logout");

const invalidAdminLogin = "Invalid username or password";

/** Admin login: IP allow-list first, then the failed-login limits, then the password. */
export async function loginAdmin(app: AppContext, credentials: z.infer<typeof AdminLoginInput>, ip: string) {
  await assertAdminIpAllowed(app.db, ip);
  await ensureFirstAdmin(app.db, app.env);
  const [admin] = await app.db
    .select()
    .from(admins)
    .where(sql`${admins.username} = ${credentials.username.trim()} COLLATE NOCASE`)
    .limit(1);
  const attempt = { scope: "admin" as const, account: accountKey(admin, credentials.username), ip };
  await assertNotLimited(app.db, attempt);
  const valid = await verifyPassword(credentials.password, admin?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!admin || !valid) {
    await recordFailure(app.db, attempt);
    throw new DomainError(401, invalidAdminLogin);
  }
  await clearFailures(app.db, attempt);
  const token = await issueToken(app.db, "admin", admin, app.env.JWT_SECRET);
  return { token, admin: { id: admin.id, username: admin.username } };
}
