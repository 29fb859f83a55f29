// The caller's "what to watch next" (issue #68, decision 061): only ever the token holder's own.
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { RECOMMENDED_LIMIT, recommendedFor } from "~/domain/similar/queries.server";
import { Recommendation } from "~/domain/similar/responses";
import { routeMarkers } from "./route-meta";

const { userRoute } = routeMarkers("Recommendations", "What the caller might watch next, from the series they took to");

export const recommendationRoutes = new Hono<ApiEnv>().get(
  "/",
  userRoute({
    operationId: "listRecommendations",
    summary: `Up to ${RECOMMENDED_LIMIT} series like the ones the caller finished or scored high (dropped and low scores never count), none already on their list or in their history, each with the series it is like`,
    response: z.array(Recommendation),
  }),
  async (c) => c.json(await recommendedFor(c.var.app, c.var.user.id)),
);
