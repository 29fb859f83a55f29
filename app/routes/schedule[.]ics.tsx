import type { LoaderFunctionArgs } from "react-router";
import { scheduleCalendar } from "~/domain/feeds/calendar.server";
import { listUpcomingSchedule } from "~/domain/schedule/queries.server";
import { feedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const app = context.get(appContext);
  const entries = await listUpcomingSchedule(app);
  const calendar = scheduleCalendar({ name: "AnimeStream air schedule", origin: url.origin, timeZone: app.env.SITE_TIMEZONE, entries });
  return feedResponse(calendar, "text/calendar");
}
