import { useId, type ReactNode } from "react";
import { Icon } from "~/components/ui/icons";
import { AUTO_LEVEL, type QualityLevel } from "~/hooks/use-hls-stream";
import type { SubtitleLook } from "~/lib/browser/subtitle-look";
import { m } from "~/paraglide/messages";
import { SubtitleLookMenu } from "./subtitle-look-menu";

const OFF = "off";

type Menus = {
  /** The stream's qualities: none for a file, or a stream the browser plays itself. */
  levels: QualityLevel[];
  chosenLevel: number;
  /** The level playing, which Auto names. */
  playingLevel: number | null;
  onLevel: (index: number) => void;
  subtitles: { label: string }[];
  /** The track showing, or null for none. */
  chosenSubtitle: number | null;
  onSubtitle: (index: number | null) => void;
  subtitleLook: SubtitleLook;
  onSubtitleLook: (part: Partial<SubtitleLook>) => void;
  /** Offered when the video can be sent to a device (app/hooks/use-cast.ts); `failed` after a try that did not play there. */
  cast: { available: boolean; prompt: () => void; failed: boolean };
};

/**
 * The player's menus under the video, each only when there is a choice: Cast, Quality, Subtitles
 * and their look.
 */
export function PlayerMenus({
  levels,
  chosenLevel,
  playingLevel,
  onLevel,
  subtitles,
  chosenSubtitle,
  onSubtitle,
  subtitleLook,
  onSubtitleLook,
  cast,
}: Menus) {
  const id = useId();
  if (levels.length < 2 && subtitles.length === 0 && !cast.available) return null;
  const playing = levels.find((level) => level.index === playingLevel);
  return (
    <div className="mx-auto flex max-w-[720px] flex-wrap items-center justify-end gap-x-4 gap-y-2 text-sm">
      {cast.available ? (
        <div className="me-auto flex flex-wrap items-center gap-2">
          <button type="button" onClick={cast.prompt} title={m.player_cast_title()} className="btn-ghost px-3 py-1.5">
            <Icon name="cast" width={18} height={18} /> {m.player_cast()}
          </button>
          {cast.failed ? (
            <p role="alert" className="text-red-600 dark:text-red-400">
              {m.player_cast_failed()}
            </p>
          ) : null}
        </div>
      ) : null}
      {levels.length > 1 ? (
        <Menu id={`${id}-quality`} label={m.player_quality()}>
          <select
            id={`${id}-quality`}
            value={chosenLevel}
            onChange={(event) => onLevel(Number(event.target.value))}
            className="field w-auto py-1.5"
          >
            <option value={AUTO_LEVEL}>
              {playing ? m.player_quality_auto_playing({ quality: playing.label }) : m.player_quality_auto()}
            </option>
            {levels.map((level) => (
              <option key={level.index} value={level.index}>
                {level.label}
              </option>
            ))}
          </select>
        </Menu>
      ) : null}
      {subtitles.length > 0 ? (
        <Menu id={`${id}-subtitles`} label={m.player_subtitles()}>
          <select
            id={`${id}-subtitles`}
            value={chosenSubtitle ?? OFF}
            onChange={(event) => onSubtitle(event.target.value === OFF ? null : Number(event.target.value))}
            className="field w-auto py-1.5"
          >
            <option value={OFF}>{m.player_subtitles_off()}</option>
            {subtitles.map((track, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the tracks' order is the video's; two may share a label
              <option key={index} value={index}>
                {track.label}
              </option>
            ))}
          </select>
        </Menu>
      ) : null}
      {subtitles.length > 0 ? <SubtitleLookMenu look={subtitleLook} onChange={onSubtitleLook} /> : null}
    </div>
  );
}

function Menu({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
    </div>
  );
}
