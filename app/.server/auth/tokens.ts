import { SignJWT, jwtVerify } from "jose";

export type Role = "user" | "admin";

/** `sid` names the server-side session (server-sessions.ts); a token outlives nothing it names. */
export type TokenClaims = { sub: string; role: Role; username: string; sid: string };

/** Seconds a token and its session live at most. */
export const lifetimes: Record<Role, number> = { admin: 12 * 3600, user: 7 * 24 * 3600 };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, username: claims.username, sid: claims.sid })
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
    return { sub: payload.sub, role, username: payload.username, sid: payload.sid };
  } catch {
    return null;
  }
}
