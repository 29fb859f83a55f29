import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ConfigError, readEnv } from "~/.server/env";

describe("configuration", () => {
  it("accepts the test bindings", () => {
    expect(readEnv({ ...env }).ADMIN_BASE_PATH).toBe("/studio-login");
  });

  it("names every missing or invalid binding, never a secret's value", () => {
    const { JWT_SECRET: _secret, DB: _db, ...rest } = env;
    const broken = { ...rest, SITE_TIMEZONE: "Mars/Olympus" };
    expect(() => readEnv(broken)).toThrow(ConfigError);
    try {
      readEnv(broken);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("JWT_SECRET");
      expect(message).toContain("DB missing D1 binding");
      expect(message).toContain("SITE_TIMEZONE not an IANA time zone");
      expect(message).not.toContain(env.ADMIN_PASSWORD);
    }
  });
});
