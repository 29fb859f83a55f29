// The site's service worker (app/service-worker/sw.ts, docs/decisions/063-installable-app.md): its address and
// the script every page of the site runs to register it.
import { baseLocale, locales } from "~/paraglide/runtime";

/**
 * Its address, with the language prefixes of the site's addresses (app/lib/locale-paths.ts), by
 * which it answers an unopened page with the offline page of that page's language.
 */
export const SERVICE_WORKER_URL = `/sw.js?locales=${locales.filter((locale) => locale !== baseLocale).join(",")}`;

/** Registers it once the page has loaded, so nothing of it competes with the page's own first load. */
export const SERVICE_WORKER_BOOT = `if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_URL)}).catch(function(){})})`;
