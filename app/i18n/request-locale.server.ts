// Each request's language on the worker: messages read it through Paraglide's getLocale, which is
// pointed here once. A store per request, not a global, because one isolate renders many requests
// at a time and a page's render awaits its data in between.
import { AsyncLocalStorage } from "node:async_hooks";
import { baseLocale, type Locale, overwriteGetLocale } from "~/paraglide/runtime";

const requestLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => requestLocale.getStore() ?? baseLocale);

/** Runs `answer` with its messages in `locale`; anything outside one (the API, queues, cron) is English. */
export const inLocale = <T>(locale: Locale, answer: () => T): T => requestLocale.run(locale, answer);
