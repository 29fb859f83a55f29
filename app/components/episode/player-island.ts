// The episode's player on a page without the app (decision 052, fifth slice): the server drew the
// section (./player-section.tsx) with its data beside it; the first time it is needed, this island
// hydrates it with React, then hands it what woke it. Being the one island that loads a component,
// it sits beside it, not with app/islands' plain modules below the components. Needed: a click on the poster or
// a server, a key of the shortcuts that does something before the video plays, and at once on
// `?play=1` (`now`), where the browser keeps a server choice or a watch preference that changes
// the drawn section (`watching`), and where the viewer's zone is not the next airing's (`zone`).
import type { PlayerSectionProps } from "./player-section";
import { readStored } from "~/lib/browser/local-store";
import { chosenServer, parseServerChoices, SERVER_CHOICE_KEY, seriesChoice } from "~/lib/server-choice";
import { browserWatchPreferences } from "~/lib/watch-preferences";
import { PLAYER_PROPS_ID } from "~/islands/names";

let mounting: Promise<void> | null = null;
let mounted = false;

/** Whether this browser's choice or preferences draw the section otherwise than the server did. */
function drawnOtherwise(props: PlayerSectionProps) {
  const watching = browserWatchPreferences();
  const remembered = seriesChoice(readStored(SERVER_CHOICE_KEY, parseServerChoices), props.seriesId);
  const { shown, missing } = chosenServer(remembered, props.servers, { index: props.serverIndex, named: props.named }, watching);
  return (
    watching.audio !== "any" || watching.skipFiller || watching.secondSubtitles !== null || shown !== props.serverIndex || missing !== null
  );
}

/** What woke the island, once React holds the section: the click again, or the key again. */
function replay(element: Element, event: Event) {
  if (event.type === "click" && element instanceof HTMLElement) element.click();
  if (event instanceof KeyboardEvent) (event.target ?? document).dispatchEvent(new KeyboardEvent("keydown", event));
}

export default function episodePlayer(element: Element, event: Event) {
  const container = element.closest("[data-player-root]");
  const data = document.getElementById(PLAYER_PROPS_ID)?.textContent;
  // Where the app runs (a page it drew itself), it holds the section already; so does React once mounted.
  if (mounted || !container || !data || document.documentElement.dataset.hydrated) return;
  const props = JSON.parse(data) as PlayerSectionProps;
  if (!mounting && event.type === "watching" && !drawnOtherwise(props)) return;
  mounting ??= import("./mount-player")
    .then(({ mountPlayer }) => mountPlayer(container, props))
    .then(() => {
      mounted = true;
    });
  // Each click or key held while React loads is handed to it once it holds the section; a click
  // follows its link as without JavaScript if React cannot be loaded.
  mounting.then(
    () => replay(element, event),
    () => event.type === "click" && element instanceof HTMLAnchorElement && window.location.assign(element.href),
  );
}
