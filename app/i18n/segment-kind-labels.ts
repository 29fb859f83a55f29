// A skip segment's kind as a page names it (issue #82): the player's button for one, and the
// profile's boxes of the kinds skipped without a press. The kind stays English in the API and
// the form's values.
import type { SegmentKind } from "~/lib/vocabulary/segment-kinds";
import { m } from "~/paraglide/messages";

const SKIP_BUTTONS: Record<SegmentKind, () => string> = {
  intro: m.player_skip_intro,
  mixed_intro: m.player_skip_intro,
  outro: m.player_skip_outro,
  mixed_outro: m.player_skip_outro,
  recap: m.player_skip_recap,
  preview: m.player_skip_preview,
};

const KIND_NAMES: Record<SegmentKind, () => string> = {
  intro: m.segment_kind_intro,
  outro: m.segment_kind_outro,
  recap: m.segment_kind_recap,
  preview: m.segment_kind_preview,
  mixed_intro: m.segment_kind_mixed_intro,
  mixed_outro: m.segment_kind_mixed_outro,
};

/** The player's button during a segment of this kind: "Skip intro", "Skip recap"… */
export const skipButtonLabel = (kind: SegmentKind) => SKIP_BUTTONS[kind]();

/** The kind's name among others, in the plural: "Openings", "Recaps"… */
export const segmentKindName = (kind: SegmentKind) => KIND_NAMES[kind]();
