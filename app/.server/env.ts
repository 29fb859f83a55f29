import { z } from "zod";
import { isBase64urlOf } from "~/lib/schema-fields";
import type { PushMessage } from "./push/messages";
import type { SourceMessage } from "./sources/messages";
import type { VariantMessage } from "./storage/uploads";

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

/** A key as base64url text of this many bytes (how VAPID keys are written). */
const base64urlBytes = (bytes: number) =>
  z.string().refine((value) => isBase64urlOf(value, bytes), {
    message: `must be ${bytes} bytes as base64url`,
  });

/** An outside service's address: http(s), no trailing slash needed. */
const httpAddress = z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
  message: "must be an http or https address",
});

const EnvSchema = z
  .object({
    DB: binding("D1", "prepare"),
    BUCKET: binding("R2", "put"),
    CACHE: binding("KV", "getWithMetadata"),
    IMAGES: binding("Images", "input"),
    ASSETS: binding("static files", "fetch").optional(),
    ROOMS: binding("Durable Object", "newUniqueId"),
    CARD: binding("card renderer", "fetch").optional(),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters"),
    ADMIN_USERNAME: z.string().min(1, "required"),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters"),
    ADMIN_BASE_PATH: z.string().regex(/^\/[a-z0-9][a-z0-9-]*$/i, "must look like /some-path"),
    SITE_TIMEZONE: timeZone,
    SITE_ORIGIN: z
      .string()
      .refine(
        (value) => URL.canParse(value) && new URL(value).origin === value,
        "must be the site's origin as a browser writes it, like https://anime.example",
      )
      .optional(),
    CLIENT_IP_FROM: z.enum(["cloudflare", "local"], { error: "must be cloudflare or local" }).optional(),
    PUSH_QUEUE: binding("Queue", "sendBatch"),
    IMAGE_QUEUE: binding("Queue", "send"),
    SOURCES_QUEUE: binding("Queue", "sendBatch"),
    VAPID_PUBLIC_KEY: base64urlBytes(65).optional(),
    VAPID_PRIVATE_KEY: base64urlBytes(32).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https: address")
      .optional(),
    PUSH_LOCAL_ENDPOINTS: z.literal("allow", { error: "must be allow when set" }).optional(),
    PUSH_TIMEOUT_MS: z
      .string()
      .regex(/^\d{3,5}$/, "must be a number of milliseconds, 100 to 99999")
      .optional(),
    USAGE_LOG: z.literal("1", { error: "must be 1 when set" }).optional(),
    ANILIST_GRAPHQL_URL: httpAddress.optional(),
    MAL_API_URL: httpAddress.optional(),
    ANISKIP_API_URL: httpAddress.optional(),
    MAL_CLIENT_ID: z.string().min(1, "must not be empty when set").optional(),
    MAL_CLIENT_SECRET: z.string().min(1, "must not be empty when set").optional(),
    ANILIST_CLIENT_ID: z.string().min(1, "must not be empty when set").optional(),
    ANILIST_CLIENT_SECRET: z.string().min(1, "must not be empty when set").optional(),
    ANILIST_AUTH_URL: httpAddress.optional(),
    MAL_AUTH_URL: httpAddress.optional(),
    BANGUMI_CLIENT_ID: z.string().min(1, "must not be empty when set").optional(),
    BANGUMI_CLIENT_SECRET: z.string().min(1, "must not be empty when set").optional(),
    SHIKIMORI_CLIENT_ID: z.string().min(1, "must not be empty when set").optional(),
    SHIKIMORI_CLIENT_SECRET: z.string().min(1, "must not be empty when set").optional(),
    SIMKL_CLIENT_ID: z.string().min(1, "must not be empty when set").optional(),
    SIMKL_CLIENT_SECRET: z.string().min(1, "must not be empty when set").optional(),
    BANGUMI_AUTH_URL: httpAddress.optional(),
    BANGUMI_API_URL: httpAddress.optional(),
    SHIKIMORI_URL: httpAddress.optional(),
    SIMKL_AUTH_URL: httpAddress.optional(),
    SIMKL_API_URL: httpAddress.optional(),
    ARTWORK_HOSTS: z
      .string()
      .regex(/^\s*[a-z0-9.-]+(:\d+)?\s*(,\s*[a-z0-9.-]+(:\d+)?\s*)*$/i, "must be hosts (host or host:port) separated by commas")
      .optional(),
  })
  .refine(
    (env) =>
      [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].every((value) => value === undefined) ||
      (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT),
    {
      message: "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three or none",
      path: ["VAPID"],
    },
  );

export type AppEnv = {
  DB: D1Database;
  BUCKET: R2Bucket;
  CACHE: KVNamespace;
  /** Makes the variants of uploaded images (app/.server/storage/variants.ts). */
  IMAGES: ImagesBinding;
  /**
   * The build's static files, which hold the translation tables the worker reads (decision 069);
   * the scripts' local bindings have none, and write nothing but English.
   */
  ASSETS?: Fetcher;
  /** The watch-together rooms' Durable Objects (workers/rooms/watch-room.ts, decision 055). */
  ROOMS: Env["ROOMS"];
  /**
   * Draws a shared year's card (workers/card, decision 077); the scripts' local bindings have none,
   * and a site without it shares years with no picture.
   */
  CARD?: Env["CARD"];
  JWT_SECRET: string;
  ADMIN_USERNAME: string;
  ADMIN_PASSWORD: string;
  ADMIN_BASE_PATH: string;
  SITE_TIMEZONE: string;
  /** The site's own origin; passkeys are bound to it (decision 038). Unset: the origin each request came to. */
  SITE_ORIGIN?: string;
  /** Who names the caller's address (app/.server/client-ip.ts); unset means cloudflare. */
  CLIENT_IP_FROM?: "cloudflare" | "local";
  /** New episodes to announce to followers' browsers (app/domain/push). */
  PUSH_QUEUE: Queue<PushMessage>;
  /** Asks for an upload's variants once it is stored (workers/image-queue.ts). */
  IMAGE_QUEUE: Queue<VariantMessage>;
  /** Series to refresh from AniList or MyAnimeList, one consumer at a time (workers/sources-queue.ts). */
  SOURCES_QUEUE: Queue<SourceMessage>;
  /** Web Push's application server keys (docs/decisions/028-web-push.md); without them push is off. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** Local runs only: push subscriptions may name an http://127.0.0.1 or localhost endpoint (the tests' push service). */
  PUSH_LOCAL_ENDPOINTS?: "allow";
  /** How long a push service has to answer, in milliseconds, if not PUSH_TIMEOUT_MS's 10 s (the tests' silent endpoint waits less). */
  PUSH_TIMEOUT_MS?: string;
  /** "1": the worker logs each D1 statement with its rows, and what its after-response work cost (bench:scale and bench:cost read them). */
  USAGE_LOG?: "1";
  /** AniList's GraphQL endpoint and MyAnimeList's v2 API (app/.server/sources): the real ones unless set. */
  ANILIST_GRAPHQL_URL?: string;
  MAL_API_URL?: string;
  /** AniSkip's API (https://api.aniskip.com unless said): skip segments an admin did not time. */
  ANISKIP_API_URL?: string;
  /** MyAnimeList's client id (a secret): without it MyAnimeList is not offered. */
  MAL_CLIENT_ID?: string;
  /** The trackers' apps (secrets, decision 060): a provider without both is not offered for connecting. */
  MAL_CLIENT_SECRET?: string;
  ANILIST_CLIENT_ID?: string;
  ANILIST_CLIENT_SECRET?: string;
  /** Where AniList's and MyAnimeList's OAuth grants are asked (`/authorize`, `/token` under each): the real ones unless set. */
  ANILIST_AUTH_URL?: string;
  MAL_AUTH_URL?: string;
  /** The other trackers' apps (secrets, decision 071): a provider without both is not offered. */
  BANGUMI_CLIENT_ID?: string;
  BANGUMI_CLIENT_SECRET?: string;
  SHIKIMORI_CLIENT_ID?: string;
  SHIKIMORI_CLIENT_SECRET?: string;
  SIMKL_CLIENT_ID?: string;
  SIMKL_CLIENT_SECRET?: string;
  /** Bangumi's OAuth (`/authorize`, `/access_token` under it; https://bgm.tv/oauth unless set) and its API (https://api.bgm.tv), its tracker's and catalogue's. */
  BANGUMI_AUTH_URL?: string;
  BANGUMI_API_URL?: string;
  /** Shikimori, its OAuth and its API under one address (https://shikimori.io unless set). */
  SHIKIMORI_URL?: string;
  /** Simkl's authorize page (https://simkl.com/oauth) and its API, where its tokens are asked too (https://api.simkl.com). */
  SIMKL_AUTH_URL?: string;
  SIMKL_API_URL?: string;
  /** The hosts (host or host:port, comma-separated) a source's pictures are fetched from; unset: AniList's, MyAnimeList's and Bangumi's. */
  ARTWORK_HOSTS?: string;
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
