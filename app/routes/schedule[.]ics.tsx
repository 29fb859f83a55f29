import { SITE_NAME } from "~/lib/site-name";
import { scheduleCalendar } from "~/domain/feeds/calendar.server";
import { listUpcomingSchedule } from "~/domain/schedule/queries.server";
import { feedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/schedule[.]ics";
import { m } from "~/paraglide/messages";

export async function loader({ context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const entries = await listUpcomingSchedule(app);
  const calendar = scheduleCalendar({
    name: m.feed_site_calendar({ site: SITE_NAME }),
    origin: url.origin,
    timeZone: app.env.SITE_TIMEZONE,
    entries,
  });
  return feedResponse(calendar, "text/calendar");
}
