import { Picture } from "~/components/ui/picture";
import { seriesImage } from "~/lib/images";

type EpisodeThumbProps = {
  thumbnail: string | null;
  /** Whose picture stands in for an episode without a thumbnail. */
  series: Parameters<typeof seriesImage>[0];
  /** The card's width in CSS pixels, the same at every breakpoint. */
  width: number;
};

/** An episode card's 16:9 picture, across the card: the episode's thumbnail, else its series' picture. */
export function EpisodeThumb({ thumbnail, series, width }: EpisodeThumbProps) {
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
