// What "what to watch next" answers (decision 061).
import { z } from "zod";
import { Series } from "~/domain/series/responses";

export const Recommendation = z
  .object({
    series: Series,
    because: z
      .object({ id: z.number().int(), title: z.string() })
      .meta({ description: "The series on the viewer's list or history this one is like" }),
  })
  .meta({ id: "Recommendation", description: "A series the viewer has neither listed nor watched, like one they took to" });
export type RecommendationView = z.infer<typeof Recommendation>;
