// The islands' loader (decision 052), inline in every page: a page marks an element
// `data-island="name"` and `data-island-on="event …"` (app/islands/registry.ts names both); this
// loads that island's module the first time one of those events happens to it and hands every
// such event to the module's default export, `(element, event)`. A page loads no island until it
// is used. The build bundles and minifies this file on its own and pages inline it
// (vite.config.ts, `virtual:islands`), so it runs before any other script and needs no request.
// Events:
// - submit, click, focusin, change: on the element or inside it (a submit, or a click with no
//   modifier key, is held until the island answers; if the island fails to load, the form is sent
//   or the link followed as they would be without JavaScript),
// - scroll: the page's first scroll,
// - language: at once, when the browser asks for a language other than the page's and the visitor
//   has not dismissed the offer,
// - history: at once, when the browser holds a watch history (the home page's Continue watching),
// - zone: at once, when the viewer's time zone (as viewerTimeZone in app/lib/browser/viewer-time.ts
//   reads it) is not the element's `data-zone` (the schedule's times, written in the site's zone),
// - watching: at once, when the browser keeps a server choice or a watch preference cookie (the
//   episode's player, drawn for no preference),
// - now: at once (the episode's player opened with `?play=1`),
// - tv: at once, when the page is in TV mode (the root's `data-tv`, app/lib/tv-mode.ts),
// - saved: at once, when the browser holds the cache the element's `data-saved` names (an
//   episode saved for offline, app/lib/browser/saved-episodes.ts),
// - keydown: a key named in the element's `data-island-keys` ("Space" for the space bar), pressed
//   with no modifier outside a field, is held (Space on a link or button is left to them).
// It also shows what the server drew hidden for a browser that runs scripts (`data-scripted`: the
// episode's shortcuts button) or has WebAuthn (`data-webauthn`: the passkey buttons), where the
// app once decided it after hydrating.
// On a page that hydrates, islands wait for the app (HYDRATED_EVENT), so React finds the server's
// markup as it left it.
import { HISTORY_KEY } from "~/lib/browser/watch-history";
import { SERVER_CHOICE_KEY } from "~/lib/server-choice";
import { AUDIO_PREFERENCE_COOKIE, SECOND_SUBTITLES_COOKIE, SKIP_FILLER_COOKIE } from "~/lib/vocabulary/audio-preferences";
import { HYDRATED_EVENT, OFFER_DISMISSED } from "./names";
import type { IslandTrigger } from "./registry";

type IslandModule = { default: (element: Element, event: Event) => void };
/** A trigger's selector: the elements that wait for it. */
const waiting = (trigger: IslandTrigger) => `[data-island-on~="${trigger}"]`;
/** The events that wake an island on the element they happen to, or inside it. */
const ON_ELEMENT = ["submit", "click", "focusin", "change"] as const satisfies readonly IslandTrigger[];

/** Starts the islands of this page: `urls` names each island's module; `hydrates` when the page also runs the app. */
export function startIslands(urls: Record<string, string>, hydrates: boolean) {
  const d = document;
  const root = d.documentElement;
  const loaded: Record<string, Promise<IslandModule>> = {};
  const ready = hydrates ? new Promise((done) => addEventListener(HYDRATED_EVENT, done, { once: true })) : Promise.resolve();

  function run(element: Element, event: Event) {
    const name = element.getAttribute("data-island") ?? "";
    loaded[name] ??= ready.then(() => import(/* @vite-ignore */ urls[name]!) as Promise<IslandModule>);
    loaded[name].then(
      (module) => module.default(element, event),
      () => {
        // Not loaded: what the page does without JavaScript.
        const link = event.type === "click" && event.target instanceof Element ? event.target.closest("a[href]") : null;
        if (event.type === "submit") (element as HTMLFormElement).submit();
        else if (link) location.assign((link as HTMLAnchorElement).href);
      },
    );
  }
  const all = (trigger: IslandTrigger, event = new Event(trigger)) => {
    for (const element of d.querySelectorAll(waiting(trigger))) run(element, event);
  };

  for (const type of ON_ELEMENT)
    d.addEventListener(
      type,
      (event) => {
        const element = event.target instanceof Element ? event.target.closest(waiting(type)) : null;
        const mouse = event as MouseEvent;
        if (!element || (type === "click" && (mouse.button || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey))) return;
        if (type === "submit" || type === "click") event.preventDefault();
        run(element, event);
      },
      true,
    );
  addEventListener("scroll", (event) => all("scroll", event), { passive: true, once: true });
  // Storage a browser refuses (private modes, blocked cookies) wakes nothing.
  try {
    const language = root.lang.split("-")[0];
    if (!localStorage.getItem(OFFER_DISMISSED) && navigator.languages.some((asked) => asked.split("-")[0]!.toLowerCase() !== language))
      all("language");
  } catch {}
  try {
    if ((localStorage.getItem(HISTORY_KEY) || "[]") !== "[]") all("history");
  } catch {}
  try {
    const preferenceCookie = new RegExp(`(^|; )(${AUDIO_PREFERENCE_COOKIE}|${SKIP_FILLER_COOKIE}|${SECOND_SUBTITLES_COOKIE})=`);
    if ((localStorage.getItem(SERVER_CHOICE_KEY) || "[]") !== "[]" || preferenceCookie.test(d.cookie)) all("watching");
  } catch {}
  all("now");
  if ("tv" in root.dataset) all("tv");
  if (self.caches)
    for (const element of d.querySelectorAll(waiting("saved")))
      caches.has(element.getAttribute("data-saved") ?? "").then(
        (kept) => kept && run(element, new Event("saved")),
        () => {},
      );
  d.addEventListener(
    "keydown",
    (event) => {
      const target = event.target;
      const key = event.key === " " ? "Space" : event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const inField = target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      const onControl = key === "Space" && target instanceof Element && target.closest("a,button");
      if (event.ctrlKey || event.metaKey || event.altKey || inField || onControl) return;
      for (const element of d.querySelectorAll("[data-island-keys]"))
        if ((element.getAttribute("data-island-keys") ?? "").split(" ").includes(key)) {
          event.preventDefault();
          run(element, event);
        }
    },
    true,
  );
  const zone =
    (self as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal?.Now.timeZoneId() ??
    Intl.DateTimeFormat().resolvedOptions().timeZone;
  for (const element of d.querySelectorAll(waiting("zone")))
    if (element.getAttribute("data-zone") !== zone) run(element, new Event("zone"));
  for (const element of d.querySelectorAll<HTMLElement>(self.PublicKeyCredential ? "[data-scripted],[data-webauthn]" : "[data-scripted]"))
    element.hidden = false;
  root.dataset.islands = "ready";
}
