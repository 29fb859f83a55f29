// A viewer's segment as the API answers it (responses.ts).
import type { viewerSegments } from "~/.server/db/schema";
import type { SegmentView } from "./responses";

export const presentViewerSegment = (row: typeof viewerSegments.$inferSelect): SegmentView => ({
  id: String(row.id),
  kind: row.kind,
  start: row.start,
  end: row.end,
  source: "viewers",
  votes: row.votes,
});
