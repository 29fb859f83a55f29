// The `offline-save` island: "Save for offline" under the player (./save-for-offline.tsx draws it,
// docs/decisions/066-saved-for-offline.md). It sits beside the player because saving loads the
// player's own modules, so the saved page finds them without a connection.
import { byteSize } from "~/lib/byte-size";
import { type SaveStop, SaveStopped, saveEpisode } from "~/lib/browser/save-episode";
import { canSaveEpisodes, readSaved, removeSaved } from "~/lib/browser/saved-episodes";
import { workerPath } from "~/lib/browser/hls-player.client";
import { pageLanguage } from "~/islands/page-language";
import { partOf, showStorageUse } from "~/islands/saved-parts";
import { getLocale } from "~/paraglide/runtime";
import { m } from "~/paraglide/messages";
import type { SaveOffer } from "./save-for-offline";

type State = "idle" | "saving" | "saved" | "failed";

const stopTexts: Record<Exclude<SaveStop, "cancelled">, () => string> = {
  network: m.downloads_failed_network,
  space: m.downloads_failed_space,
  live: m.downloads_failed_live,
};

/** The save under way in this page, which Cancel stops. */
let saving: AbortController | null = null;

function show(control: HTMLElement, state: State) {
  control.dataset.state = state;
  for (const part of control.querySelectorAll<HTMLElement>("[data-when]")) part.hidden = !part.dataset.when!.split(" ").includes(state);
  if (state !== "failed") partOf(control, "error").hidden = true;
}

const showSpace = (control: HTMLElement) => showStorageUse(partOf(control, "space"));

/**
 * The site's files the saved page plays with that it loads only when played: the player's
 * modules, hls.js and its worker, the page's messages, the downloads list. Loading them here puts
 * them among the page's resources, where the browser lists them by address.
 */
async function playerFiles(): Promise<string[]> {
  await Promise.all([
    import("./mount-player"),
    import("./episode-video"),
    import("hls.js"),
    import("~/islands/saved-episodes"),
    fetch(workerPath),
  ]);
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}

function showProblem(control: HTMLElement, text: string) {
  show(control, "failed");
  const problem = partOf(control, "error");
  problem.textContent = text;
  problem.hidden = false;
}

async function save(control: HTMLElement) {
  if (saving) return;
  const offer = JSON.parse(control.dataset.save!) as SaveOffer;
  const progress = control.querySelector("progress")!;
  const words = partOf(control, "progress");
  progress.value = 0;
  words.textContent = m.downloads_saving();
  show(control, "saving");
  saving = new AbortController();
  try {
    // Where the browser may clear the site's storage when space runs short, ask it to keep it.
    void navigator.storage?.persist?.();
    const files = await playerFiles();
    const saved = await saveEpisode({ ...offer, files }, saving.signal, ({ fraction, bytes }) => {
      progress.value = fraction;
      words.textContent = m.downloads_saving_progress({
        percent: Math.floor(fraction * 100),
        size: byteSize(getLocale(), bytes),
      });
    });
    showSaved(control, saved.bytes);
  } catch (error) {
    const why = error instanceof SaveStopped ? error.why : "network";
    if (why === "cancelled") show(control, "idle");
    else showProblem(control, stopTexts[why]());
  } finally {
    saving = null;
    await showSpace(control);
  }
}

function showSaved(control: HTMLElement, bytes: number) {
  partOf(control, "size").textContent = byteSize(getLocale(), bytes);
  show(control, "saved");
}

export default async function offlineSave(control: HTMLElement, event: Event) {
  await pageLanguage();
  const offer = JSON.parse(control.dataset.save!) as SaveOffer;
  if (event.type === "saved") {
    const saved = await readSaved(offer.episodeId);
    if (saved) showSaved(control, saved.bytes);
    return showSpace(control);
  }
  const action = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]")?.dataset.action : undefined;
  if (action === "save") {
    return canSaveEpisodes() ? save(control) : showProblem(control, m.downloads_unsupported());
  }
  if (action === "cancel") saving?.abort();
  if (action === "remove") {
    await removeSaved(offer.episodeId);
    show(control, "idle");
    await showSpace(control);
  }
}
