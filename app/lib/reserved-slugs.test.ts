// A series whose slug is a page's first path segment could never be reached at /{slug}: every
// route file that starts with a fixed segment must have that segment reserved.
import { describe, expect, it } from "vitest";
import { isPublicPage } from "./public-pages";
import { isReservedSlug, reservedSlugs } from "./reserved-slugs";

const routeFiles = Object.keys(import.meta.glob("/app/routes/*.tsx")).map((path) => path.slice("/app/routes/".length, -".tsx".length));

/** The first path segment of a flat route file name, when it is fixed text a slug could equal. */
function fixedFirstSegment(file: string): string | null {
  const first = file.split(/\.(?![^[]*\])/)[0]!.replace(/_$/, "");
  if (first.startsWith("$") || first.startsWith("_") || first.includes("[")) return null;
  return first;
}

describe("reserved slugs", () => {
  it("finds the route files it checks", () => {
    expect(routeFiles.length).toBeGreaterThan(20);
  });

  it("hold every page's fixed first segment", () => {
    const segments = [...new Set(routeFiles.map(fixedFirstSegment).filter((segment): segment is string => segment !== null))];
    expect(segments).toEqual(expect.arrayContaining(["list", "my-list", "notifications", "account"]));
    expect(segments.filter((segment) => !reservedSlugs.has(segment))).toEqual([]);
  });

  // Issue #49: React Router matches paths whatever their case, so /Login is the login page and
  // must never be taken for a series' public page (which the page cache shares).
  it("are reserved in any case, the admin path too", () => {
    for (const slug of ["Login", "HISTORY", "My-List", "Studio-Login"]) expect(isReservedSlug(slug, "/studio-login"), slug).toBe(true);
    for (const page of ["/Login", "/PROFILE", "/Studio-Login"]) expect(isPublicPage(page, "/studio-login"), page).toBe(false);
    expect(isPublicPage("/Frieren", "/studio-login")).toBe(true);
  });
});
