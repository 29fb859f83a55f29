import { useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { numberFormat } from "~/lib/intl-formats";
import {
  type SubtitleLook,
  subtitleBackgroundOpacity,
  subtitleBackgrounds,
  subtitleColors,
  subtitlePositions,
  subtitleSizeScale,
  subtitleSizes,
} from "~/lib/browser/subtitle-look";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

const colorNames: Record<SubtitleLook["color"], () => string> = {
  white: m.player_subtitle_color_white,
  yellow: m.player_subtitle_color_yellow,
  cyan: m.player_subtitle_color_cyan,
  green: m.player_subtitle_color_green,
};
const positionNames: Record<SubtitleLook["position"], () => string> = {
  bottom: m.player_subtitle_position_bottom,
  raised: m.player_subtitle_position_raised,
};

type Props = { look: SubtitleLook; onChange: (part: Partial<SubtitleLook>) => void };

/**
 * A button that opens the subtitles' look under the player's menus: four labelled selects, in the
 * page's tab order; Escape closes it and gives the button focus back.
 */
export function SubtitleLookMenu({ look, onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const percent = (share: number) => numberFormat(getLocale(), { style: "percent" }).format(share);
  const choices: { part: keyof SubtitleLook; label: string; options: { value: string; name: string }[] }[] = [
    {
      part: "size",
      label: m.player_subtitle_size(),
      options: subtitleSizes.map((size) => ({ value: size, name: percent(subtitleSizeScale[size]) })),
    },
    {
      part: "color",
      label: m.player_subtitle_color(),
      options: subtitleColors.map((color) => ({ value: color, name: colorNames[color]() })),
    },
    {
      part: "background",
      label: m.player_subtitle_background(),
      options: subtitleBackgrounds.map((background) => ({
        value: background,
        name: percent(subtitleBackgroundOpacity[background]),
      })),
    },
    {
      part: "position",
      label: m.player_subtitle_position(),
      options: subtitlePositions.map((position) => ({ value: position, name: positionNames[position]() })),
    },
  ];
  return (
    <>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        className="btn-ghost px-3 py-1.5"
      >
        <Icon name="captions" width={18} height={18} /> {m.player_subtitle_look()}
      </button>
      {open ? (
        <fieldset
          id={`${id}-panel`}
          aria-labelledby={`${id}-button`}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            setOpen(false);
            button.current?.focus();
          }}
          className="panel order-last grid basis-full grid-cols-2 gap-3 p-3 sm:grid-cols-4"
        >
          {choices.map(({ part, label, options }) => (
            <div key={part}>
              <label htmlFor={`${id}-${part}`} className="label">
                {label}
              </label>
              <select
                id={`${id}-${part}`}
                value={look[part]}
                // The options are the part's own words.
                onChange={(event) => onChange({ [part]: event.target.value } as Partial<SubtitleLook>)}
                className="field py-1.5"
              >
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
