// How one series stands to another, as a page says it: the stored word (the API's, AniList's)
// stays English; the label is in the page's language.
import type { RelationKind } from "~/lib/vocabulary/series-relations";
import { m } from "~/paraglide/messages";

const LABELS: Record<RelationKind, () => string> = {
  prequel: m.relation_prequel,
  sequel: m.relation_sequel,
  side_story: m.relation_side_story,
  spin_off: m.relation_spin_off,
  alternative: m.relation_alternative,
  summary: m.relation_summary,
  parent: m.relation_parent,
  full_story: m.relation_full_story,
};

export const relationLabel = (kind: RelationKind) => LABELS[kind]();
