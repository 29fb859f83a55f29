// TV mode (docs/decisions/064-tv-mode.md): a television's browser, or a viewer who turned it on,
// gets ten-foot text and a remote's arrows that move between what the page shows. The page itself
// is the same for everyone (and so shared by the page cache): a script before first paint marks
// the root `data-tv`, which the stylesheet and the islands' loader read.

export const TV_COOKIE = "tvMode";
const TV_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
export type TvChoice = "on" | "off";

/** A television's browser by its user agent (its makers' own spelling, so "after" is no Fire TV): Tizen, webOS, Android and Google TV, Sony, Fire TV, HbbTV. */
export const TV_USER_AGENT = /\b(?:Tizen|Web0S|webOS|Android TV|GoogleTV|BRAVIA|SMART-TV|SmartTV|HbbTV|AFT[A-Z]{1,3})\b/;

export const tvCookie = (choice: TvChoice) => `${TV_COOKIE}=${choice}; Path=/; Max-Age=${TV_COOKIE_MAX_AGE}; SameSite=Lax`;

/** Before first paint: TV mode when the viewer turned it on, or on a television unless they turned it off. */
export const TV_BOOT_SCRIPT = `(function(){try{var v=document.cookie.match(/(?:^|; )${TV_COOKIE}=(on|off)/);if(v?v[1]==="on":${TV_USER_AGENT}.test(navigator.userAgent))document.documentElement.dataset.tv=""}catch(e){}})();`;

/** Whether the page is in TV mode (in the browser). */
export const inTvMode = () => "tv" in document.documentElement.dataset;
