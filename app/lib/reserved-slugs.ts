import { locales } from "~/paraglide/runtime";

// Paths of the site itself: a series whose slug equals one would be unreachable at /{slug}.
// The languages' prefixes too (app/lib/locale-paths.ts): /ru is the Russian home page.
export const reservedSlugs = new Set([
  ...locales.map((locale) => locale.toLowerCase()),
  "list",
  "history",
  "atoz",
  "about",
  "contact",
  "privacy-policy",
  "disclaimer",
  "dmca",
  "admin-ads",
  "login",
  "logout",
  "register",
  "profile",
  "profiles",
  "y",
  "blocked",
  "series",
  "api",
  "uploads",
  "admin",
  "admin-login",
  "assets",
  "favicon-ico",
  "robots-txt",
  "theme",
  "title-language",
  "watching",
  "watch",
  "20051410-admin-login",
  "my-list",
  "notifications",
  "follows",
  "feeds",
  "account",
  "trackers",
  "sitemaps",
  "offline",
  "icons",
  "tv-mode",
  "downloads",
  "saved",
]);

/** Paths match whatever their case (/Login is the login page), so the check does too. */
export function isReservedSlug(slug: string, adminBasePath: string): boolean {
  const name = slug.toLowerCase();
  return reservedSlugs.has(name) || name === adminBasePath.replace(/^\//, "").toLowerCase();
}
