import { z } from "zod";

export const PrivateFeeds = z
  .object({
    episodes_rss: z.string().meta({ description: "RSS of the newest episodes of the series the caller follows" }),
    schedule_ical: z.string().meta({ description: "iCalendar of the next 14 days of schedule of the series the caller follows" }),
  })
  .meta({ id: "PrivateFeeds", description: "Secret addresses: anyone who has one can read the feed, until it is made anew" });
