// An episode's kind on the series page's cards, the episode page's header and strip (decision 050): filler,
// recap and mixed each say their word on their own colour, never the colour alone; canon says nothing.
import type { EpisodeKind } from "~/lib/vocabulary/episode-kinds";
import { m } from "~/paraglide/messages";

// White on these shades reads at 4.5:1 or more. Filler is not amber: that is the status chip of a
// series or episode not yet completed, which sits beside it.
const shown: Record<Exclude<EpisodeKind, "canon">, { word: () => string; colour: string }> = {
  filler: { word: m.episode_kind_filler, colour: "bg-stone-600" },
  recap: { word: m.episode_kind_recap, colour: "bg-sky-700" },
  mixed: { word: m.episode_kind_mixed, colour: "bg-violet-700" },
};

export function EpisodeKindTag({ kind, className = "" }: { kind: EpisodeKind; className?: string }) {
  if (kind === "canon") return null;
  const { word, colour } = shown[kind];
  return (
    <span className={`chip ${colour} text-white ${className}`} data-kind={kind}>
      {word()}
    </span>
  );
}
