import type { RefObject } from "react";
import { Icon } from "~/components/ui/icons";
import { SiteLink } from "~/components/ui/site-link";
import { useSegmentPrompt } from "~/hooks/use-segment-prompt";
import type { Segments } from "~/lib/skip-ranges";
import { m } from "~/paraglide/messages";

// Above the video's own controls, at the right as streaming players put it. The S key presses
// whichever is showing (app/hooks/use-episode-shortcuts.ts finds it by data-skip-segment).
const skipClass = "btn-primary absolute right-3 bottom-14 shadow-xl";

/** "Skip intro" during the intro, and "Next episode" during the outro when there is a next one. */
export function SkipSegment({
  video,
  segments,
  next,
}: {
  video: RefObject<HTMLVideoElement | null>;
  segments: Segments;
  next: { href: string } | null;
}) {
  const inIntro = useSegmentPrompt(video, segments.intro);
  const inOutro = useSegmentPrompt(video, next ? segments.outro : null);
  const { intro } = segments;
  if (inIntro && intro)
    return (
      <button
        type="button"
        onClick={() => video.current && (video.current.currentTime = intro.end)}
        data-skip-segment=""
        aria-keyshortcuts="S"
        className={skipClass}
      >
        {m.player_skip_intro()} <Icon name="right" width={16} height={16} />
      </button>
    );
  if (inOutro && next)
    return (
      <SiteLink to={next.href} data-skip-segment="" aria-keyshortcuts="S" className={skipClass}>
        {m.player_next_episode()} <Icon name="right" width={16} height={16} />
      </SiteLink>
    );
  return null;
}
