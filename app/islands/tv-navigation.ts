// TV mode's remote (docs/decisions/064-tv-mode.md), loaded at once on a page in TV mode: the
// arrows move the focus to the nearest item that way on screen (app/lib/spatial-navigation.ts),
// the first press to the page's main content; Enter opens what has the focus (the browser's own
// for links and buttons; play and pause on the video); Back goes back. On the video the left and
// right arrows are the player's (they seek), in a text field the caret's.
import { type Box, type Direction, nextBox } from "~/lib/spatial-navigation";

const ARROWS: Record<string, Direction> = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };
/** A remote's Back: Samsung's (10009) and LG's (461) key codes, and the names other browsers give it. */
const BACK_KEYS = new Set(["Escape", "Backspace", "BrowserBack", "GoBack"]);
const BACK_CODES = new Set([10009, 461]);
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * What an item draws. A card's link covers its card with a pseudo-element (`stretched-link`), so
 * it draws the card: the element it is placed in.
 */
const drawnOf = (element: HTMLElement) =>
  element.classList.contains("stretched-link") && element.offsetParent instanceof HTMLElement ? element.offsetParent : element;

function boxOf(element: HTMLElement): Box {
  const { left, top, right, bottom } = drawnOf(element).getBoundingClientRect();
  return { left, top, right, bottom };
}

/**
 * Whether an item is drawn. A closed `<details>` keeps its content laid out but not drawn (nor
 * focusable) in today's Chromium, so it is asked for by name where `checkVisibility` (Chromium
 * 105 on) is missing, as in the older TVs' browsers.
 */
const shown = (element: HTMLElement) =>
  element.getClientRects().length > 0 &&
  !element.closest("[inert], [hidden], details:not([open]) > :not(summary)") &&
  getComputedStyle(element).visibility !== "hidden" &&
  (typeof element.checkVisibility !== "function" || element.checkVisibility({ visibilityProperty: true }));

/** What the arrows can reach: what is shown, inside an open dialog when one is. */
function reachable(): HTMLElement[] {
  const scope = document.querySelector<HTMLElement>("dialog[open]") ?? document.body;
  return [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
}

const isTextField = (element: Element) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "range"].includes(element.type));

/** Whether the focused element keeps this arrow for itself. */
function keepsArrow(focused: Element, direction: Direction): boolean {
  const sideways = direction === "left" || direction === "right";
  // The caret's. (A select keeps none: its choices open on Enter, in the browser's own list.)
  if (isTextField(focused)) return sideways;
  // The video's own: left and right seek (app/hooks/use-episode-shortcuts.ts); up and down leave it.
  return sideways && focused instanceof HTMLVideoElement;
}

function move(direction: Direction, event: KeyboardEvent) {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body && keepsArrow(focused, direction)) return;
  const items = reachable();
  event.preventDefault();
  if (!(focused instanceof HTMLElement) || focused === document.body || !items.includes(focused)) {
    // The first press: the page's main content, else the first thing there is.
    (items.find((item) => item.closest("main")) ?? items[0])?.focus();
    return;
  }
  const others = items.filter((item) => item !== focused);
  const next = others[nextBox(boxOf(focused), others.map(boxOf), direction)];
  if (!next) return;
  // The whole of what it draws in sight (a card, not only its title).
  next.focus({ preventScroll: true });
  drawnOf(next).scrollIntoView({ block: "nearest", inline: "nearest" });
}

function onKey(event: KeyboardEvent) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  const focused = document.activeElement;
  const direction = ARROWS[event.key];
  if (direction) return move(direction, event);
  if (event.key === "Enter" && focused instanceof HTMLVideoElement) {
    event.preventDefault();
    void (focused.paused ? focused.play() : focused.pause());
    return;
  }
  const back = BACK_KEYS.has(event.key) || BACK_CODES.has(event.keyCode);
  // A field keeps Backspace, an open dialog closes on Escape, and the first page has nowhere to go back to.
  if (!back || (focused && isTextField(focused)) || document.querySelector("dialog[open]") || history.length <= 1) return;
  event.preventDefault();
  history.back();
}

let listening = false;

export default function tvNavigation() {
  if (listening) return;
  listening = true;
  // Ahead of the page's own keys (the player's shortcuts): an arrow that moves the focus is not theirs.
  window.addEventListener("keydown", onKey, true);
  // Still TV mode for the stylesheet; the browser tests wait for the remote to be listening.
  document.documentElement.dataset.tv = "ready";
}
