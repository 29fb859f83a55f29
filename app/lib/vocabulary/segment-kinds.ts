// The parts of an episode a player offers to skip, and where the site learned of each (issue #82).

/** `mixed_*`: an opening or ending over the story, which a viewer may not want to skip whole. */
export const SEGMENT_KINDS = ["intro", "outro", "recap", "preview", "mixed_intro", "mixed_outro"] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

/** `admin`: typed on the episode or its series; `aniskip`: AniSkip's public database; `viewers`: sent by viewers here. */
export const SEGMENT_SOURCES = ["admin", "aniskip", "viewers"] as const;
export type SegmentSource = (typeof SEGMENT_SOURCES)[number];
