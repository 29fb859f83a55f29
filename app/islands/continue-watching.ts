import { forgetAccountCopy } from "~/lib/browser/account-copy";
import { localized } from "~/lib/locale-paths";
import { CONTINUE_COVER, type ContinueCard, continueCards } from "~/lib/browser/continue-watching";
import { readStored } from "~/lib/browser/local-store";
import { HISTORY_KEY, parseHistory } from "~/lib/browser/watch-history";
import { parsePositions, POSITIONS_KEY } from "~/lib/browser/watch-positions";
import { variantSources, widthsFor } from "~/lib/image-variants";
import { pageLanguage } from "./page-language";

/** The template's blank card (app/components/home/continue-watching.tsx) made into `card`. */
function fill(blank: DocumentFragment, card: ContinueCard) {
  const item = document.importNode(blank, true).firstElementChild as HTMLLIElement;
  item.querySelector("a")!.href = localized(card.href);
  const picture = item.querySelector("picture")!;
  if (card.cover) {
    const img = picture.querySelector("img")!;
    // The widths Picture offers for a box of one width.
    const sources = variantSources(card.cover, widthsFor(CONTINUE_COVER.width, CONTINUE_COVER.width));
    if (sources)
      for (const source of picture.querySelectorAll("source")) source.srcset = sources[source.type === "image/avif" ? "avif" : "webp"];
    else picture.replaceWith(img);
    img.src = card.cover;
  } else picture.remove();
  const bar = item.querySelector<HTMLElement>('[data-part="progress"]')!;
  if (card.progress === null) bar.remove();
  else (bar.firstElementChild as HTMLElement).style.width = `${card.progress}%`;
  item.querySelector('[data-part="title"]')!.textContent = card.title;
  item.querySelector('[data-part="line"]')!.textContent = card.line;
  return item;
}

/**
 * Continue watching on a page without the app, loaded at once when the browser holds a watch
 * history: the cards React would draw, each made from the page's blank one. An account's copy
 * this browser still holds is dropped first, as the app does on a signed-out page.
 */
export default async function continueWatching(section: HTMLElement) {
  if (section.dataset.started) return;
  section.dataset.started = "true";
  forgetAccountCopy();
  const history = readStored(HISTORY_KEY, parseHistory);
  if (history.length === 0) return;
  await pageLanguage();
  const blank = section.querySelector("template")!.content;
  const cards = continueCards(history, readStored(POSITIONS_KEY, parsePositions));
  section.querySelector("ul")!.replaceChildren(...cards.map((card) => fill(blank, card)));
  section.hidden = false;
}
