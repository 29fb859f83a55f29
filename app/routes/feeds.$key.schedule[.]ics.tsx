import { pageTitle } from "~/lib/site-name";
import { scheduleCalendar } from "~/domain/feeds/calendar.server";
import { userOfFeedKey } from "~/domain/private-feeds/queries.server";
import { upcomingScheduleOfFollowed } from "~/domain/schedule/queries.server";
import { todayIn } from "~/lib/dates";
import { notFoundText, privateFeedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/feeds.$key.schedule[.]ics";
import { m } from "~/paraglide/messages";

/** A viewer's private calendar: the next 14 days of schedule of the series they follow. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const viewer = await userOfFeedKey(app, params.key ?? "");
  if (viewer === null) return notFoundText();
  const entries = await upcomingScheduleOfFollowed(app, viewer.userId, todayIn(app.env.SITE_TIMEZONE));
  return privateFeedResponse(
    scheduleCalendar({ name: pageTitle(m.feed_private_calendar()), origin: url.origin, timeZone: app.env.SITE_TIMEZONE, entries }),
    "text/calendar",
  );
}
