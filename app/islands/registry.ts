// Every island (decision 052), declared once: its name (what a page's `data-island` says), its
// module, and the events that wake it (what a page's `data-island-on` may say). vite.config.ts
// builds each module as an entry of the client build from this list, the loader (loader.ts) knows
// the events, and tests/unit/islands-registry.test.ts fails on an island outside it. Plain data,
// with no import of the app's: the build's config reads it in Node.

/**
 * What wakes an island on an element: an event on it or inside it (submit, click, focusin,
 * change), the page's first scroll, a key named in `data-island-keys`, or something true once the
 * page is there (the rest: loader.ts says what each means).
 */
export const ISLAND_TRIGGERS = [
  "submit",
  "click",
  "focusin",
  "change",
  "scroll",
  "keydown",
  "language",
  "history",
  "watching",
  "now",
  "tv",
  "saved",
  "zone",
] as const;
export type IslandTrigger = (typeof ISLAND_TRIGGERS)[number];

type Island = { module: string; on: readonly IslandTrigger[] };

export const ISLANDS = {
  "theme-toggle": { module: "app/islands/theme-toggle.ts", on: ["submit"] },
  "header-search": { module: "app/islands/header-search.ts", on: ["focusin"] },
  "scroll-to-top": { module: "app/islands/scroll-to-top.ts", on: ["scroll"] },
  "language-offer": { module: "app/islands/language-offer.ts", on: ["language"] },
  "auto-submit": { module: "app/islands/auto-submit.ts", on: ["change"] },
  tabs: { module: "app/islands/tabs.ts", on: ["click", "focusin"] },
  "continue-watching": { module: "app/islands/continue-watching.ts", on: ["history"] },
  "schedule-times": { module: "app/islands/schedule-times.ts", on: ["zone"] },
  passkey: { module: "app/islands/passkey.ts", on: ["click", "focusin"] },
  "tv-navigation": { module: "app/islands/tv-navigation.ts", on: ["tv"] },
  "saved-episodes": { module: "app/islands/saved-episodes.ts", on: ["now", "click"] },
  // It hydrates the player section with React, so it sits beside it: app/islands stays below the components.
  "episode-player": { module: "app/components/episode/player-island.ts", on: ["click", "keydown", "watching", "now", "zone"] },
  // It loads the player's modules, so the saved page finds them offline: it sits beside the player too.
  "offline-save": { module: "app/components/episode/save-island.ts", on: ["click", "saved"] },
} as const satisfies Record<string, Island>;

export type IslandName = keyof typeof ISLANDS;

/** The loader's module, built on its own and inlined in every page (vite.config.ts). */
export const ISLANDS_LOADER = "app/islands/loader.ts";
