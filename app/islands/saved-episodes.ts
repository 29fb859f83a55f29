import { byteSize } from "~/lib/byte-size";
import { canSaveEpisodes, listSaved, removeSaved, type SavedEpisode } from "~/lib/browser/saved-episodes";
import { getLocale } from "~/paraglide/runtime";
import { m } from "~/paraglide/messages";
import { pageLanguage } from "./page-language";
import { partOf, showStorageUse } from "./saved-parts";

/** The template's blank row (app/routes/downloads.tsx) made into `saved`'s. */
function row(blank: DocumentFragment, saved: SavedEpisode) {
  const item = document.importNode(blank, true).firstElementChild as HTMLLIElement;
  partOf<HTMLAnchorElement>(item, "link").href = saved.page;
  partOf(item, "series").textContent = saved.seriesTitle;
  const episode = m.common_episode_n({ number: saved.episodeNumber });
  partOf(item, "episode").textContent = saved.episodeTitle ? `${episode} · ${saved.episodeTitle}` : episode;
  partOf(item, "size").textContent = byteSize(getLocale(), saved.bytes);
  item.querySelector<HTMLButtonElement>('[data-action="remove"]')!.value = String(saved.episodeId);
  return item;
}

async function draw(section: HTMLElement) {
  const saved = canSaveEpisodes() ? await listSaved() : [];
  const blank = section.querySelector("template")!.content;
  partOf(section, "list").replaceChildren(...saved.map((episode) => row(blank, episode)));
  partOf(section, "empty").hidden = saved.length > 0;
  await showStorageUse(partOf(section, "space"));
}

/**
 * The downloads page's list (docs/decisions/066-saved-for-offline.md): each saved episode with its
 * series and size, newest first, and Remove; the space used against the browser's quota.
 */
export default async function savedEpisodes(section: HTMLElement, event: Event) {
  await pageLanguage();
  const remove = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-action="remove"]') : null;
  if (event.type === "click" && !remove) return;
  if (remove) {
    remove.disabled = true;
    await removeSaved(Number(remove.value));
  }
  await draw(section);
}
