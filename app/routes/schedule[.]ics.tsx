import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { scheduleCalendar } from "~/domain/feeds/calendar.server";
import { listUpcomingSchedule } from "~/domain/schedule/queries.server";
import { feedResponse } from "~/lib/feed-response";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { app } = context;
  const entries = await listUpcomingSchedule(app);
  const calendar = scheduleCalendar({ name: "AnimeStream air schedule", origin: new URL(request.url).origin, timeZone: app.env.SITE_TIMEZONE, entries });
  return feedResponse(calendar, "text/calendar");
}
