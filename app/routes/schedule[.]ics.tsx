import { SITE_NAME } from "~/lib/site-name";
import { scheduleCalendar } from "~/domain/feeds/calendar.server";
import { listUpcomingSchedule } from "~/domain/schedule/queries.server";
import { feedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/schedule[.]ics";

export async function loader({ context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const entries = await listUpcomingSchedule(app);
  const calendar = scheduleCalendar({ name: `${SITE_NAME} air schedule`, origin: url.origin, timeZone: app.env.SITE_TIMEZONE, entries });
  return feedResponse(calendar, "text/calendar");
}
