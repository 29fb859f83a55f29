// How one series stands to another in a franchise (issue #85), in AniList's words for them, and
// each as the other series would name it back: a sequel's prequel, a side story's parent.

export const relationKinds = ["prequel", "sequel", "side_story", "spin_off", "alternative", "summary", "parent", "full_story"] as const;
export type RelationKind = (typeof relationKinds)[number];

/**
 * The relation from the other end. A side story and a spin-off both name their series their
 * parent; a parent names a series that says nothing more its side story.
 */
export const INVERSE_RELATION: Record<RelationKind, RelationKind> = {
  prequel: "sequel",
  sequel: "prequel",
  side_story: "parent",
  spin_off: "parent",
  parent: "side_story",
  alternative: "alternative",
  summary: "full_story",
  full_story: "summary",
};
