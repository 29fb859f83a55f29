import { findAdminById, type AdminRow } from "~/domain/admins/queries.server";
import { findUserById, type UserRow } from "~/domain/users/queries.server";
import { userTexts } from "~/domain/users/schema";
import type { AppContext } from "../context";
import { verifyToken } from "./tokens";

export const authErrors = {
  missing: "Authentication required",
  invalid: "Invalid or expired token",
  notAdmin: "Admin access required",
  notUser: "User access required",
  blocked: userTexts.blocked,
} as const;

export type AuthFailure = { ok: false; status: 401 | 403; error: string };
type AuthResult<T> = { ok: true; principal: T } | AuthFailure;

const fail = (status: 401 | 403, error: string): AuthFailure => ({ ok: false, status, error });

/** One rule for both doors (API bearer tokens and page cookies): who holds this token? */
export async function authenticateUser(app: AppContext, token: string | null): Promise<AuthResult<UserRow>> {
  if (!token) return fail(401, authErrors.missing);
  const claims = await verifyToken(token, app.env.JWT_SECRET);
  if (!claims) return fail(401, authErrors.invalid);
  if (claims.role !== "user") return fail(403, authErrors.notUser);
  const user = await findUserById(app.db, Number(claims.sub));
  if (!user) return fail(401, authErrors.invalid);
  if (user.blocked) return fail(403, authErrors.blocked);
  return { ok: true, principal: user };
}

export async function authenticateAdmin(app: AppContext, token: string | null): Promise<AuthResult<AdminRow>> {
  if (!token) return fail(401, authErrors.missing);
  const claims = await verifyToken(token, app.env.JWT_SECRET);
  if (!claims) return fail(401, authErrors.invalid);
  if (claims.role !== "admin") return fail(403, authErrors.notAdmin);
  const admin = await findAdminById(app.db, Number(claims.sub));
  if (!admin) return fail(401, authErrors.invalid);
  return { ok: true, principal: admin };
}

export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] ?? null;
}
