import { useCallback, useEffect, useRef } from "react";
import { Icon } from "~/components/ui/icons";
import { episodeShortcuts, shortcutKeyName, useEpisodeShortcuts } from "~/hooks/use-episode-shortcuts";
import type { IslandMark } from "~/islands/names";
import { m } from "~/paraglide/messages";

type Props = {
  previousHref: string | null;
  nextHref: string | null;
  /** The player island's mark, on a page without the app: a press wakes it. */
  mark?: IslandMark;
};

/**
 * The keyboard shortcuts and the dialog that lists them (a native modal dialog: focus is trapped
 * and Escape closes it without any library). Shortcuts need JavaScript, so the button is drawn
 * hidden and shown where scripts run: by the islands' loader (`data-scripted`), or here on a page
 * the app draws.
 */
export function EpisodeShortcuts({ previousHref, nextHref, mark }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (button.current) button.current.hidden = false;
  }, []);
  const openHelp = useCallback(() => dialog.current?.showModal(), []);
  useEpisodeShortcuts({ previousHref, nextHref, openHelp });
  return (
    <>
      {/* Touch screens have no keys to press: the button shows from tablet width up. */}
      <button
        ref={button}
        hidden
        data-scripted=""
        {...mark}
        type="button"
        onClick={openHelp}
        className="btn-ghost hidden px-3 sm:inline-flex"
        aria-haspopup="dialog"
        title={m.player_shortcuts_open()}
      >
        <Icon name="keyboard" width={18} height={18} /> {m.player_shortcuts()}
      </button>
      {/* Chromium may leave focus on the closed dialog's button; Space would press it instead of playing. */}
      <dialog
        ref={dialog}
        onClose={() =>
          dialog.current?.contains(document.activeElement) && document.activeElement instanceof HTMLElement
            ? document.activeElement.blur()
            : undefined
        }
        aria-labelledby="shortcuts-title"
        className="m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-black/60 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3 dark:border-slate-800">
          <h2 id="shortcuts-title" className="text-lg font-bold">
            {m.player_shortcuts_title()}
          </h2>
          <form method="dialog">
            <button
              type="submit"
              className="rounded-lg p-1.5 hover:bg-slate-200 dark:hover:bg-slate-800"
              aria-label={m.player_shortcuts_close()}
            >
              <Icon name="close" width={18} height={18} />
            </button>
          </form>
        </div>
        <dl className="divide-y divide-slate-200 px-5 py-2 text-sm dark:divide-slate-800">
          {episodeShortcuts.map((shortcut) => (
            <div key={shortcut.action()} className="flex items-center justify-between gap-4 py-2">
              <dt className="flex gap-1">
                {shortcut.keys.map((key) => (
                  <kbd
                    key={shortcutKeyName(key)}
                    className="min-w-7 rounded-md bg-slate-100 px-1.5 py-0.5 text-center font-mono text-xs font-semibold ring-1 ring-slate-300 dark:bg-slate-800 dark:ring-slate-700"
                  >
                    {shortcutKeyName(key)}
                  </kbd>
                ))}
              </dt>
              <dd className="text-end text-slate-700 dark:text-slate-300">{shortcut.action()}</dd>
            </div>
          ))}
        </dl>
      </dialog>
    </>
  );
}
