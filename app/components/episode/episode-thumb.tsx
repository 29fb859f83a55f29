import { Picture } from "~/components/ui/picture";
import { Icon } from "~/components/ui/icons";
import { seriesImage } from "~/lib/images";
import { m } from "~/paraglide/messages";

type EpisodeThumbProps = {
  thumbnail: string | null;
  /** Whose picture stands in for an episode without a thumbnail. */
  series: Parameters<typeof seriesImage>[0];
  /** The card's width in CSS pixels, the same at every breakpoint. */
  width: number;
  /** The viewer's spoiler guard holds the episode back (decision 062): a neutral tile, no picture at all. */
  guarded?: boolean;
};

/** An episode card's 16:9 picture, across the card: the episode's thumbnail, else its series' picture. */
export function EpisodeThumb({ thumbnail, series, width, guarded = false }: EpisodeThumbProps) {
  if (guarded)
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-1 bg-slate-200 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-400">
        <Icon name="eye-off" className="h-6 w-6" />
        <span>{m.episodes_spoiler_hidden()}</span>
      </div>
    );
  return (
    <Picture
      src={thumbnail || seriesImage(series)}
      alt=""
      width={width}
      height={Math.round((width * 9) / 16)}
      className="aspect-video w-full object-cover"
    />
  );
}
