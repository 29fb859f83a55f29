// How this browser likes soft subtitles drawn (issue #51): their size, colour, background and
// place, kept beside its other conveniences (local-store.ts). The player hands the first three
// to `video::cue` (app/tailwind.css) as custom properties on the video's frame; the place moves
// the cues themselves (`VTTCue.line`), which `::cue` cannot.

export const SUBTITLE_LOOK_KEY = "anime_subtitle_look";

export const subtitleSizes = ["small", "medium", "large", "largest"] as const;
export const subtitleColors = ["white", "yellow", "cyan", "green"] as const;
export const subtitleBackgrounds = ["none", "light", "dark", "solid"] as const;
export const subtitlePositions = ["bottom", "raised"] as const;

export type SubtitleLook = {
  size: (typeof subtitleSizes)[number];
  color: (typeof subtitleColors)[number];
  background: (typeof subtitleBackgrounds)[number];
  position: (typeof subtitlePositions)[number];
};

/** The browser's own look: its size, white on 80% black, at the bottom. */
export const defaultSubtitleLook: SubtitleLook = { size: "medium", color: "white", background: "dark", position: "bottom" };

const oneOf = <T extends string>(choices: readonly T[], value: unknown, otherwise: T): T =>
  choices.includes(value as T) ? (value as T) : otherwise;

/** What was remembered, each part that is missing or unknown as the default. */
export function parseSubtitleLook(raw: string | null): SubtitleLook {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? "");
    if (parsed && typeof parsed === "object") value = parsed as Record<string, unknown>;
  } catch {
    // nothing readable: the defaults
  }
  return {
    size: oneOf(subtitleSizes, value.size, defaultSubtitleLook.size),
    color: oneOf(subtitleColors, value.color, defaultSubtitleLook.color),
    background: oneOf(subtitleBackgrounds, value.background, defaultSubtitleLook.background),
    position: oneOf(subtitlePositions, value.position, defaultSubtitleLook.position),
  };
}

/** Each size as a share of the browser's own (Chromium draws cues at 5% of the video's height). */
export const subtitleSizeScale = { small: 0.75, medium: 1, large: 1.5, largest: 2 } as const;
/** Each background as the opacity of its black. */
export const subtitleBackgroundOpacity = { none: 0, light: 0.5, dark: 0.8, solid: 1 } as const;
const cueColors = { white: "rgb(255 255 255)", yellow: "rgb(255 255 0)", cyan: "rgb(0 255 255)", green: "rgb(0 255 0)" } as const;

/** The custom properties `video::cue` reads, for the style attribute of an element around the video. */
export const cueProperties = (look: SubtitleLook) => ({
  "--cue-size": `${subtitleSizeScale[look.size] * 100}%`,
  "--cue-color": cueColors[look.color],
  "--cue-background": String(subtitleBackgroundOpacity[look.background]),
});

/** Where a cue is drawn: the two settings of a VTTCue that place it up and down. */
export type CuePlacement = { line: LineAndPositionSetting; snapToLines: boolean };

/**
 * A raised cue starts at 70% of the video's height, whatever its size: a step above the bottom,
 * clear of the controls and of most burnt-in text. A line number would climb with the font (lines
 * are counted in the cue's own height), and Chromium has no `lineAlign` to hang it by its foot.
 */
export const raisedPlacement: CuePlacement = { line: 70, snapToLines: false };

/** A second track's cues (issue #82): the first line from the top, above the first track's. */
export const topPlacement: CuePlacement = { line: 0, snapToLines: true };

/**
 * Where a cue goes: where its file put it when the file placed it (a sign at the top stays there);
 * else at the top for the second track shown (`above`), at the bottom where the viewer wants it
 * there, and raised otherwise.
 */
export const cuePlacement = (position: SubtitleLook["position"], authored: CuePlacement, above = false): CuePlacement =>
  authored.line !== "auto" ? authored : above ? topPlacement : position === "bottom" ? authored : raisedPlacement;
