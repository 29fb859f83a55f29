// The subtitles this browser last chose, kept beside its other conveniences (local-store.ts), so
// the next episode starts with them, or with none when the viewer turned them off.
import type { SubtitleTrack } from "~/lib/subtitle-tracks";

export const SUBTITLE_CHOICE_KEY = "anime_subtitle_choice";

/** The remembered choice: a track's language and label, or `null` for subtitles off. */
export type RememberedSubtitle = { lang: string; label: string } | null;

/** What was remembered, or undefined when nothing (or nothing readable) was. */
export function parseSubtitleChoice(raw: string | null): RememberedSubtitle | undefined {
  try {
    const value: unknown = JSON.parse(raw ?? "");
    if (value === null) return null;
    const { lang, label } = value as Record<string, unknown>;
    return typeof lang === "string" && typeof label === "string" ? { lang, label } : undefined;
  } catch {
    return undefined;
  }
}

/** What to remember when the viewer picks the track at `index` of `tracks` (null: off). */
export const rememberedOf = (tracks: SubtitleTrack[], index: number | null): RememberedSubtitle => {
  const track = index === null ? undefined : tracks[index];
  return track ? { lang: track.lang, label: track.label } : null;
};

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** A BCP 47 tag's primary language subtag: "en-US" → "en". */
const primaryOf = (tag: string) => tag.split("-")[0]!.toLowerCase();

/** The track in the viewer's first language that has one: the exact tag first, else the same primary subtag ("en-US" → "en"). */
function trackForLanguages(tracks: SubtitleTrack[], languages: readonly string[]): number | null {
  for (const language of languages) {
    const exact = tracks.findIndex((track) => sameTag(track.lang, language));
    const index = exact >= 0 ? exact : tracks.findIndex((track) => primaryOf(track.lang) === primaryOf(language));
    if (index >= 0) return index;
  }
  return null;
}

/**
 * The track to show above the chosen one (issue #82): the first other track in the viewer's second
 * language, the exact tag first, else the same primary subtag; none while no first track shows.
 */
export function secondTrack(tracks: SubtitleTrack[], shown: number | null, language: string | null): number | null {
  if (shown === null || language === null) return null;
  const others = tracks.map((track, index) => ({ track, index })).filter(({ index }) => index !== shown);
  const same =
    others.find(({ track }) => sameTag(track.lang, language)) ?? others.find(({ track }) => primaryOf(track.lang) === primaryOf(language));
  return same?.index ?? null;
}

/** The languages a viewer who chose nothing reads, in order: the browser's, then the page's. */
export const subtitleLanguages = (browser: readonly string[], page: string): string[] => [...browser, page];

/**
 * The track to start with (its index, or null for off): the one this browser chose last (the same
 * language and label, else the same language), off when it turned them off, and otherwise the
 * one in the browser's languages. A remembered language this episode lacks falls through too.
 */
export function initialSubtitle(
  tracks: SubtitleTrack[],
  remembered: RememberedSubtitle | undefined,
  languages: readonly string[],
): number | null {
  if (remembered === null) return null;
  if (remembered) {
    const same = tracks.findIndex((track) => sameTag(track.lang, remembered.lang) && track.label === remembered.label);
    const index = same >= 0 ? same : tracks.findIndex((track) => sameTag(track.lang, remembered.lang));
    if (index >= 0) return index;
  }
  return trackForLanguages(tracks, languages);
}
