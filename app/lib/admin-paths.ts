// The admin area lives under ADMIN_BASE_PATH (decision 000, configuration): login at the base path,
// the dashboard at {base}/admin and each screen at {base}/admin/<sub-path>. A screen's label is its
// message (in the page's language), called as the menu is drawn.
import { m } from "~/paraglide/messages";
import { sitePathUrl } from "~/lib/redirects";

export const adminScreens = [
  { path: "add-series", label: m.admin_nav_add_series },
  { path: "manage-series", label: m.admin_nav_manage_series },
  { path: "manage-episodes", label: m.admin_nav_manage_episodes },
  { path: "import", label: m.admin_nav_import },
  { path: "comments", label: m.admin_nav_comments },
  { path: "player-reports", label: m.admin_nav_player_reports },
  { path: "danmaku", label: m.admin_nav_danmaku },
  { path: "segments", label: m.admin_nav_segments },
  { path: "fonts", label: m.admin_nav_fonts },
  { path: "genres", label: m.admin_nav_genres },
  { path: "home-details", label: m.admin_nav_home_details },
  { path: "top10", label: m.admin_nav_top10 },
  { path: "about-contact", label: m.admin_nav_about_contact },
  { path: "content-ratings", label: m.admin_nav_content_ratings },
  { path: "visitors", label: m.admin_nav_visitors },
  { path: "users", label: m.admin_nav_users },
  { path: "ad-management", label: m.admin_nav_ads },
  { path: "schedule", label: m.admin_nav_schedule },
  { path: "audit", label: m.admin_nav_audit },
  { path: "security", label: m.admin_nav_security },
] as const;

export const adminHome = (base: string) => `${base}/admin`;
export const adminScreen = (base: string, path: string) => `${base}/admin/${path}`;

// Open editors and confirmations close once their write is done.
const TRANSIENT_PARAMS = ["confirm", "edit", "add"];

/** The same address with a notice to show once (the no-JavaScript feedback after a redirect). */
export function withNotice(pathAndQuery: string, notice: string): string {
  const url = sitePathUrl(pathAndQuery);
  url.searchParams.set("notice", notice);
  for (const param of TRANSIENT_PARAMS) url.searchParams.delete(param);
  return url.pathname + url.search;
}
