import { SignJWT, jwtVerify } from "jose";

export type Role = "user" | "admin";

/**
 * `sid` names the server-side session (server-sessions.ts); a token outlives nothing it names. A
 * user's token may name one of the account's profiles (`pid`, decision 074); without one it acts
 * as the account's first.
 */
export type TokenClaims = { sub: string; role: Role; username: string; sid: string; pid?: string };

/** Seconds a token and its session live at most. */
export const lifetimes: Record<Role, number> = { admin: 12 * 3600, user: 7 * 24 * 3600 };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, username: claims.username, sid: claims.sid, ...(claims.pid ? { pid: claims.pid } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${lifetimes[claims.role]}s`)
    .sign(keyOf(secret));
}

/**
 * Answers the claims of a well-signed, unexpired HS256 token, else null: `alg: none`, other
 * algorithms, a missing `exp`, `sub` or `sid` and an unknown role are all refused. Callers check the role.
 */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    const role = payload.role;
    if ((role !== "user" && role !== "admin") || typeof payload.username !== "string" || !payload.sub || typeof payload.sid !== "string")
      return null;
    const pid = typeof payload.pid === "string" && /^[1-9]\d{0,15}$/.test(payload.pid) ? payload.pid : undefined;
    return { sub: payload.sub, role, username: payload.username, sid: payload.sid, ...(pid ? { pid } : {}) };
  } catch {
    return null;
  }
}
