// Where the trackers are, unless vars say otherwise (tests and local runs name stand-ins).
export const TRACKER_DEFAULTS = {
  ANILIST_AUTH_URL: "https://anilist.co/api/v2/oauth",
  MAL_AUTH_URL: "https://myanimelist.net/v1/oauth2",
  BANGUMI_AUTH_URL: "https://bgm.tv/oauth",
  SHIKIMORI_URL: "https://shikimori.io",
  SIMKL_AUTH_URL: "https://simkl.com/oauth",
  SIMKL_API_URL: "https://api.simkl.com",
} as const;
