import { env } from "cloudflare:test";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "~/.server/auth/tokens";

const secret = env.JWT_SECRET;
const key = new TextEncoder().encode(secret);
const claims = { sub: "7", role: "user", username: "amy", sid: "session-7" } as const;

describe("tokens", () => {
  it("round-trip with the role and an expiry", async () => {
    const token = await signToken(claims, secret);
    expect(await verifyToken(token, secret)).toEqual(claims);
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });

  it("give admins a 12 hour lifetime", async () => {
    const token = await signToken({ ...claims, role: "admin" }, secret);
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });

  it("refuse a token signed with another key", async () => {
    const token = await signToken(claims, "another-secret-that-is-long-enough-to-sign-with");
    expect(await verifyToken(token, secret)).toBeNull();
  });

  it("refuse alg none", async () => {
    const token = new UnsecuredJWT({ role: "user", username: "amy", sid: "session-7" }).setSubject("7").setExpirationTime("1h").encode();
    expect(await verifyToken(token, secret)).toBeNull();
  });

  it("refuse a token without exp", async () => {
    const token = await new SignJWT({ role: "user", username: "amy", sid: "session-7" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("7")
      .sign(key);
    expect(await verifyToken(token, secret)).toBeNull();
  });

  it("refuse an expired token", async () => {
    const token = await new SignJWT({ role: "user", username: "amy", sid: "session-7" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("7")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect(await verifyToken(token, secret)).toBeNull();
  });

  it("refuse another HMAC algorithm and an unknown role", async () => {
    const hs512 = await new SignJWT({ role: "user", username: "amy", sid: "session-7" })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject("7")
      .setExpirationTime("1h")
      .sign(key);
    expect(await verifyToken(hs512, secret)).toBeNull();
    const root = await new SignJWT({ role: "root", username: "amy", sid: "session-7" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("7")
      .setExpirationTime("1h")
      .sign(key);
    expect(await verifyToken(root, secret)).toBeNull();
  });

  it("refuse a token that names no session", async () => {
    const token = await new SignJWT({ role: "user", username: "amy" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("7")
      .setExpirationTime("1h")
      .sign(key);
    expect(await verifyToken(token, secret)).toBeNull();
  });
});
