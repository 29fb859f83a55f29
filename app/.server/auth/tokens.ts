import { SignJWT, jwtVerify } from "jose";

export type Role = "user" | "admin";

export type TokenClaims = { sub: string; role: Role; username: string };

const lifetimes: Record<Role, string> = { admin: "12h", user: "7d" };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, username: claims.username })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(lifetimes[claims.role])
    .sign(keyOf(secret));
}

/**
 * Answers the claims of a well-signed, unexpired HS256 token, else null: `alg: none`, other
 * algorithms, a missing `exp` or `sub` and an unknown role are all refused. Callers check the role.
 */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    const role = payload.role;
    if ((role !== "user" && role !== "admin") || typeof payload.username !== "string" || !payload.sub) return null;
    return { sub: payload.sub, role, username: payload.username };
  } catch {
    return null;
  }
}
