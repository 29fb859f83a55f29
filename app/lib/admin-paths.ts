// The admin area lives under ADMIN_BASE_PATH (decision 000, configuration): login at the base path,
// the dashboard at {base}/admin and each screen at {base}/admin/<sub-path>.
export const adminScreens = [
  { path: "add-series", label: "Add Series" },
  { path: "manage-series", label: "Manage Series" },
  { path: "manage-episodes", label: "Manage Episodes" },
  { path: "import", label: "Bulk Import" },
  { path: "comments", label: "Comments Moderation" },
  { path: "player-reports", label: "Player Reports" },
  { path: "genres", label: "Manage Genres" },
  { path: "home-details", label: "Home Details" },
  { path: "top10", label: "Top 10 Management" },
  { path: "about-contact", label: "About & Contact" },
  { path: "visitors", label: "Visitor Records" },
  { path: "users", label: "User Info" },
  { path: "ad-management", label: "Ad Management" },
  { path: "schedule", label: "Schedule Management" },
  { path: "audit", label: "Audit Log" },
  { path: "security", label: "Security" },
] as const;

export const adminHome = (base: string) => `${base}/admin`;
export const adminScreen = (base: string, path: string) => `${base}/admin/${path}`;

// Open editors and confirmations close once their write is done.
const TRANSIENT_PARAMS = ["confirm", "edit", "add"];

/** The same address with a notice to show once (the no-JavaScript feedback after a redirect). */
export function withNotice(pathAndQuery: string, notice: string): string {
  const url = new URL(pathAndQuery, "https://site.invalid");
  url.searchParams.set("notice", notice);
  for (const param of TRANSIENT_PARAMS) url.searchParams.delete(param);
  return url.pathname + url.search;
}
