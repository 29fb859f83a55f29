export type ThemeMode = "light" | "dark";

/** The theme lives in localStorage as `themeMode` and is mirrored to this cookie for the server. */
export const THEME_COOKIE = "themeMode";

export function readThemeMode(cookieHeader: string | null): ThemeMode {
  const match = /(?:^|;\s*)themeMode=(light|dark)(?:;|$)/.exec(cookieHeader ?? "");
  return match?.[1] === "light" ? "light" : "dark";
}
