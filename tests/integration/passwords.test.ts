import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "~/.server/auth/passwords";

describe("password hashing", () => {
  it("round-trips and refuses a wrong password", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  });

  it("salts every hash, so two hashes of one password differ", async () => {
    const [first, second] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("same password", second)).toBe(true);
  });

  it("never exceeds the 100,000 PBKDF2 iterations production Workers accept", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    const stored = await hashPassword("pw");
    expect(stored.split("$").slice(0, 2)).toEqual(["pbkdf2-sha256", String(PBKDF2_ITERATIONS)]);
  });

  it("refuses a stored hash that asks for more iterations or is malformed", async () => {
    const stored = await hashPassword("pw");
    expect(await verifyPassword("pw", stored.replace("$100000$", "$200000$"))).toBe(false);
    expect(await verifyPassword("pw", "plain-text")).toBe(false);
  });
});
