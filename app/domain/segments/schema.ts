// What a viewer sends of an episode's skip segments (issue #82, decision 068).
import { z } from "zod";
import { MIN_SKIP_SECONDS } from "~/lib/skip-ranges";
import { SEGMENT_KINDS } from "~/lib/vocabulary/segment-kinds";

const second = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds` })
    .min(0, `${label} must be at least 0`)
    .max(86_400, `${label} must be within a day`);

/** POST /api/episodes/{id}/segments: a part of the episode to skip, at least MIN_SKIP_SECONDS long. */
export const SegmentInput = z
  .object({
    kind: z.enum(SEGMENT_KINDS, { error: `kind must be one of ${SEGMENT_KINDS.join(", ")}` }),
    start: second("start"),
    end: second("end"),
  })
  .refine(({ start, end }) => end - start >= MIN_SKIP_SECONDS, {
    path: ["end"],
    message: `end must be at least ${MIN_SKIP_SECONDS} seconds after start`,
  });
export type SegmentWrite = z.infer<typeof SegmentInput>;

/** POST /api/segments/{id}/vote. */
export const VoteInput = z.object({ vote: z.enum(["up", "down"], { error: 'vote must be "up" or "down"' }) });
