// What a viewer's stats answer: a year of watching counted and drawn (decision 076).
import { z } from "zod";
import { isoTime } from "~/lib/response-fields";

const Share = z.object({ name: z.string(), hours: z.number(), episodes: z.number().int() });
const Moment = z
  .object({ series_id: z.number().int(), slug: z.string().nullable(), title: z.string().nullable(), watched_at: isoTime })
  .nullable();

export const ViewerStats = z
  .object({
    year: z.number().int(),
    time_zone: z.string().meta({ description: "The IANA zone months, weekdays and hours are counted in" }),
    episodes: z.number().int().meta({ description: "Episodes watched in the year, each once (first opened)" }),
    hours: z.number().meta({ description: "Their hours, from the episodes' durations where known" }),
    series: z.number().int().meta({ description: "Series with an episode watched in the year" }),
    completed: z.number().int().meta({ description: "Series marked completed on the list in the year" }),
    mean_score: z
      .number()
      .nullable()
      .meta({ description: "The mean of the viewer's scores of the year's series (1-10); null when none is scored" }),
    months: z.array(z.number().int()).length(12).meta({ description: "Episodes by month, January first" }),
    week: z
      .array(z.array(z.number().int()).length(24))
      .length(7)
      .meta({ description: "Episodes by weekday (Monday first) and hour (0-23), on the viewer's clocks" }),
    genres: z.array(Share).meta({ description: "Genres by time spent, most first (8 at most)" }),
    studios: z.array(Share).meta({ description: "Studios by time spent, most first (8 at most)" }),
    tags: z.array(Share).meta({ description: "Tags by time spent, most first (8 at most)" }),
    scores: z.array(z.number().int()).length(10).meta({ description: "How many of the year's series the viewer scored 1, 2, … 10" }),
    audio: z
      .object({ sub: z.number().int(), dub: z.number().int(), raw: z.number().int(), unknown: z.number().int() })
      .meta({ description: "Episodes by their audio: subtitled, dubbed, raw, or not said" }),
    longest_streak: z.number().int().meta({ description: "The most days in a row with an episode watched" }),
    top_series: z
      .array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), hours: z.number(), episodes: z.number().int() }))
      .meta({ description: "The year's series by time spent, most first (8 at most)" }),
    first: Moment.meta({ description: "The year's first episode watched" }),
    last: Moment.meta({ description: "The year's last episode watched" }),
  })
  .meta({ id: "ViewerStats", description: "A viewer's year of watching, counted" });
export type ViewerStatsView = z.infer<typeof ViewerStats>;
