import { SITE_NAME } from "~/lib/site-name";
import { localized } from "~/lib/locale-paths";
import { textDirection } from "~/i18n/locales";
import { THEME_COLORS } from "~/lib/theme";
import { getLocale } from "~/paraglide/runtime";
import { m } from "~/paraglide/messages";

const icon = (size: number, purpose: "any" | "maskable") => ({
  src: `/icons/app-${purpose === "maskable" ? "maskable-" : ""}${size}.png`,
  sizes: `${size}x${size}`,
  type: "image/png",
  purpose,
});

// The installed app (docs/decisions/063-installable-app.md), in the page's language: each page
// names its language's manifest, which opens the app on that language's home. One id for all, so
// it is one app whichever language installed it. Icons: scripts/app-icons.ts.
export function loader() {
  const locale = getLocale();
  const manifest = {
    id: "/",
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: m.layout_footer_tagline(),
    lang: locale,
    dir: textDirection(locale),
    start_url: localized("/"),
    scope: "/",
    display: "standalone",
    // The site's default theme, dark, until its own page draws the viewer's.
    background_color: THEME_COLORS.dark,
    theme_color: THEME_COLORS.dark,
    icons: [icon(192, "any"), icon(512, "any"), icon(192, "maskable"), icon(512, "maskable")],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
