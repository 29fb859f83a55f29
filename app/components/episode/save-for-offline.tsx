// "Save for offline" under the player (docs/decisions/066-saved-for-offline.md): the server draws
// every state hidden, and the `offline-save` island (./save-island.ts) runs it, loaded by a press or
// at once where this device keeps a copy (the islands' `saved` event). Without JavaScript nothing
// can be saved, so nothing shows; an episode played only in another site's frame says it cannot be.
import { Icon } from "~/components/ui/icons";
import { playerSource, playsOnPage } from "~/lib/embed";
import type { EpisodePlayerData } from "~/lib/episode-player-data";
import type { SaveRequest } from "~/lib/browser/save-episode";
import { savedCacheName } from "~/lib/browser/saved-episodes";
import { localized } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";

/** What the island saves, written into the page: all of SaveRequest but the player's files, which it finds itself. */
export type SaveOffer = Omit<SaveRequest, "files">;

type EpisodeNames = Pick<SaveRequest, "seriesTitle" | "seriesSlug" | "episodeNumber" | "episodeTitle" | "page">;

/** The server to save: the one drawn if the site plays it, else the first the site plays; null where every one is another site's frame. */
export function saveOfferOf(
  player: Pick<EpisodePlayerData, "episodeId" | "servers" | "serverIndex" | "subtitles">,
  names: EpisodeNames,
): SaveOffer | null {
  const playable = player.servers.flatMap((server, index) => {
    const source = playerSource(server);
    return playsOnPage(source) ? [{ index, source }] : [];
  });
  const chosen = playable.find(({ index }) => index === player.serverIndex) ?? playable[0];
  if (!chosen) return null;
  return {
    ...names,
    episodeId: player.episodeId,
    from: chosen.source.src,
    kind: chosen.source.kind,
    subtitles: player.subtitles,
    pageCopy: `${names.page}?server=${chosen.index}`,
  };
}

/** Shown while the island's state is one of `when`. */
const part = (when: string) => ({ "data-when": when, hidden: true });

export function SaveForOffline({ offer, anyServer }: { offer: SaveOffer | null; anyServer: boolean }) {
  if (!offer)
    return anyServer ? (
      <p className="mx-auto max-w-[720px] text-sm text-slate-600 dark:text-slate-400">{m.downloads_embed_note()}</p>
    ) : null;
  return (
    <div
      className="mx-auto flex max-w-[720px] flex-wrap items-center gap-x-3 gap-y-2 text-sm"
      data-island="offline-save"
      data-island-on="click saved"
      data-saved={savedCacheName(offer.episodeId)}
      data-save={JSON.stringify(offer)}
      data-state="idle"
      data-scripted=""
      hidden
    >
      <button type="button" data-action="save" data-when="idle failed" className="btn-ghost px-3 py-1.5">
        <Icon name="download" width={18} height={18} /> {m.downloads_save()}
      </button>
      <span {...part("saving")} className="flex flex-wrap items-center gap-2">
        <progress max={1} value={0} className="h-2 w-40 accent-rose-600" aria-label={m.downloads_saving()} />
        <span data-part="progress" aria-live="polite" />
        <button type="button" data-action="cancel" className="btn-ghost px-3 py-1.5">
          {m.downloads_cancel()}
        </button>
        <span className="w-full text-xs text-slate-600 dark:text-slate-400">{m.downloads_keep_open()}</span>
      </span>
      <span {...part("saved")} className="flex flex-wrap items-center gap-2">
        <span className="chip bg-emerald-700 text-white">
          <Icon name="check" width={16} height={16} /> {m.downloads_saved()}
        </span>
        <span data-part="size" className="text-slate-600 dark:text-slate-400" />
        <a href={localized("/downloads")} className="link">
          {m.downloads_title()}
        </a>
        <button type="button" data-action="remove" className="btn-ghost px-3 py-1.5">
          {m.downloads_remove()}
        </button>
      </span>
      <span data-part="error" role="alert" className="w-full text-rose-700 dark:text-rose-400" hidden />
      <span data-part="space" className="w-full text-xs text-slate-600 dark:text-slate-400" hidden />
    </div>
  );
}
