import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { deleteViewerSegment, segmentAudit, voteOnSegment } from "~/domain/segments/commands.server";
import { VoteInput } from "~/domain/segments/schema";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { userRoute, adminRoute } = routeMarkers(
  "Segments",
  "Viewers' skip segments (sent under Episodes): their votes, and the admins' removal",
);

const SegmentVotes = z
  .object({ id: z.string(), votes: z.number().int().meta({ description: "Up less down, this vote included" }) })
  .meta({ id: "SegmentVotes", description: "A viewer's segment's votes after this one" });

const segmentIdOf = (c: { req: { param: (name: "id") => string } }) => Number(c.req.param("id"));

export const segmentRoutes = new Hono<ApiEnv>()
  .post(
    "/:id{[0-9]+}/vote",
    userRoute({
      operationId: "voteOnSegment",
      summary:
        "Vote a viewer's segment up or down (one vote an account; voting again replaces it); one voted down to -2 is no longer served",
      response: SegmentVotes,
      errors: [404],
    }),
    validate("json", VoteInput),
    async (c) => c.json(await voteOnSegment(c.var.app, c.var.account.id, segmentIdOf(c), c.req.valid("json").vote)),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "deleteSegment",
      audits: segmentAudit.delete,
      summary: "Remove a viewer's segment",
      response: Ok,
      errors: [404],
    }),
    async (c) => {
      await deleteViewerSegment(c.var.app, segmentIdOf(c));
      return c.json({ ok: true });
    },
  );
