import { z } from "zod";
import { altTitlesAnswer, maybeText, rowId } from "~/lib/response-fields";

/** One slot of a period's list (Top10Entry in queries.server.ts). */
export const Top10Entry = z
  .object({
    rank: z.number().int().min(1),
    id: rowId.meta({ description: "The series' id (as series_id)" }),
    series_id: rowId,
    title: z.string(),
    alt_titles: altTitlesAnswer,
    slug: z.string(),
    cover_image: maybeText,
    image: maybeText,
    genres: z.array(z.string()),
    rating: z.number(),
  })
  .meta({ id: "Top10Entry" });
