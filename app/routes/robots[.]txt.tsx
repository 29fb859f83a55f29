import type { Route } from "./+types/robots[.]txt";
// Account, history and API addresses hold nothing to index. The admin area is not named here
// (this file is public); its pages say noindex themselves.
export function loader({ url }: Route.LoaderArgs) {
  const origin = url.origin;
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /history",
    "Disallow: /profile",
    "Disallow: /login",
    "Disallow: /register",
    "Disallow: /blocked",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
