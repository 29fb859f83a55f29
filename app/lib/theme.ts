export type ThemeMode = "light" | "dark";

/** The browser's own parts around the page (its address bar, the installed app's title bar) in each theme: the header's colour. */
export const THEME_COLORS: Record<ThemeMode, string> = { light: "#ffffff", dark: "#020617" };

/** The theme lives in localStorage as `themeMode` and is mirrored to this cookie for the server. */
export const THEME_COOKIE = "themeMode";
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The cookie's text, written out rather than by the cookie library (app/lib/cookies.ts): the theme
 * toggle sets it in every page's script, where the library would add 1.7 kB for one fixed value.
 */
export function themeCookie(theme: ThemeMode): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax`;
}

// Runs before first paint: if localStorage holds a theme the cookie lost, apply it and restore
// the cookie, so the page never flashes the other theme.
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem("themeMode");if(t==="light"||t==="dark"){var h=document.documentElement;if(!h.classList.contains(t)){h.classList.remove("light","dark");h.classList.add(t);h.style.colorScheme=t}if(document.cookie.indexOf("themeMode="+t)<0)document.cookie="themeMode="+t+"; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax"}}catch(e){}`;
