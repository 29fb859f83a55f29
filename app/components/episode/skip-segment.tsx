import type { RefObject } from "react";
import { Icon } from "~/components/ui/icons";
import { SiteLink } from "~/components/ui/site-link";
import type { OfferedSegment } from "~/hooks/use-episode-segments";
import { useSegmentPrompt } from "~/hooks/use-segment-prompt";
import { skipButtonLabel } from "~/i18n/segment-kind-labels";
import type { SegmentKind } from "~/lib/vocabulary/segment-kinds";
import { m } from "~/paraglide/messages";

// Above the video's own controls, at the right as streaming players put it. The S key presses
// whichever is showing (app/hooks/use-episode-shortcuts.ts finds it by data-skip-segment).
const skipClass = "btn-primary absolute right-3 bottom-14 shadow-xl";
const ENDINGS: readonly SegmentKind[] = ["outro", "mixed_outro"];

/**
 * "Skip intro", "Skip recap"… during each segment, and "Next episode" in place of "Skip ending"
 * when there is a next one; the kinds in `autoSkip` are passed over without a button.
 */
export function SkipSegment({
  video,
  segments,
  next,
  autoSkip,
}: {
  video: RefObject<HTMLVideoElement | null>;
  segments: OfferedSegment[];
  next: { href: string } | null;
  autoSkip: readonly SegmentKind[];
}) {
  const offered = useSegmentPrompt(video, segments, autoSkip);
  if (!offered) return null;
  if (next && ENDINGS.includes(offered.kind))
    return (
      <SiteLink to={next.href} data-skip-segment="" aria-keyshortcuts="S" className={skipClass}>
        {m.player_next_episode()} <Icon name="right" width={16} height={16} />
      </SiteLink>
    );
  return (
    <button
      type="button"
      onClick={() => video.current && (video.current.currentTime = offered.end)}
      data-skip-segment=""
      data-segment-kind={offered.kind}
      aria-keyshortcuts="S"
      className={skipClass}
    >
      {skipButtonLabel(offered.kind)} <Icon name="right" width={16} height={16} />
    </button>
  );
}
