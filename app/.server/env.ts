import { z } from "zod";

const binding = (what: string, method: string) =>
  z.custom<unknown>((value) => typeof value === "object" && value !== null && method in value, {
    message: `missing ${what} binding`,
  });

const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: "not an IANA time zone" },
);

const EnvSchema = z.object({
  DB: binding("D1", "prepare"),
  BUCKET: binding("R2", "put"),
  CACHE: binding("KV", "getWithMetadata"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters"),
  ADMIN_USERNAME: z.string().min(1, "required"),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters"),
  ADMIN_BASE_PATH: z.string().regex(/^\/[a-z0-9][a-z0-9-]*$/i, "must look like /some-path"),
  SITE_TIMEZONE: timeZone,
  CLIENT_IP_FROM: z.enum(["cloudflare", "local"], { error: "must be cloudflare or local" }).optional(),
});

export type AppEnv = {
  DB: D1Database;
  BUCKET: R2Bucket;
  CACHE: KVNamespace;
  JWT_SECRET: string;
  ADMIN_USERNAME: string;
  ADMIN_PASSWORD: string;
  ADMIN_BASE_PATH: string;
  SITE_TIMEZONE: string;
  /** Who names the caller's address (app/.server/client-ip.ts); unset means cloudflare. */
  CLIENT_IP_FROM?: "cloudflare" | "local";
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

const checked = new WeakMap<object, AppEnv>();

/** Checks the bindings once per env object; the message names what is wrong, never a value. */
export function readEnv(env: object): AppEnv {
  const known = checked.get(env);
  if (known) return known;
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const appEnv = env as AppEnv;
  checked.set(env, appEnv);
  return appEnv;
}
