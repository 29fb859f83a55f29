// What the islands of saved episodes share (decision 066): the save control under the player
// (app/components/episode/save-island.ts) and the downloads page's list (./saved-episodes.ts).
import { byteSize } from "~/lib/byte-size";
import { storageUse } from "~/lib/browser/saved-episodes";
import { getLocale } from "~/paraglide/runtime";
import { m } from "~/paraglide/messages";

/** The element inside `root` the server drew as `data-part="name"`. */
export const partOf = <T extends HTMLElement = HTMLElement>(root: HTMLElement, name: string) =>
  root.querySelector<T>(`[data-part="${name}"]`)!;

/** The space this site's storage uses against the browser's quota, written into `space`; hidden where the browser does not say. */
export async function showStorageUse(space: HTMLElement) {
  const use = await storageUse();
  space.hidden = !use;
  if (use) space.textContent = m.downloads_space({ used: byteSize(getLocale(), use.used), quota: byteSize(getLocale(), use.quota) });
}
