import { pageTitle } from "~/lib/site-name";
import { scheduleCalendar } from "~/domain/feeds/calendar.server";
import { upcomingScheduleOf } from "~/domain/schedule/queries.server";
import { todayIn } from "~/lib/dates";
import { seriesTitleInPageLanguage } from "~/i18n/series-titles";
import { feedResponse, notFoundText } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/$slug_.schedule[.]ics";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const found = await upcomingScheduleOf(app, params.slug ?? "", todayIn(app.env.SITE_TIMEZONE));
  if (!found) return notFoundText();
  const calendar = scheduleCalendar({
    name: pageTitle(seriesTitleInPageLanguage(found.title, found.altTitles)),
    origin: url.origin,
    timeZone: app.env.SITE_TIMEZONE,
    entries: found.entries,
  });
  return feedResponse(calendar, "text/calendar");
}
