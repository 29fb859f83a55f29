// What an episode's skip segments answer (issue #82, decision 068).
import { z } from "zod";
import { SEGMENT_KINDS, SEGMENT_SOURCES } from "~/lib/vocabulary/segment-kinds";

export const Segment = z
  .object({
    id: z.string().meta({ description: "The segment's id: `admin-intro`, `aniskip-<their id>` or a viewer's segment's number" }),
    kind: z.enum(SEGMENT_KINDS),
    start: z.number().min(0).meta({ description: "Seconds from the episode's start" }),
    end: z.number().min(0).meta({ description: "Seconds from the episode's start, after `start`" }),
    source: z.enum(SEGMENT_SOURCES),
    votes: z.number().int().meta({ description: "Viewers' votes here, up less down (0 for the admin's and AniSkip's)" }),
  })
  .meta({ id: "Segment", description: "A part of an episode a player offers to skip" });
export type SegmentView = z.infer<typeof Segment>;
