// The air schedule as iCalendar (RFC 5545) by ical-generator: the 14 days from today, site-wide or
// for one series. Air dates and times are the site's (SITE_TIMEZONE); the feed gives real UTC instants.
import { SITE_NAME } from "~/lib/site-name";
import ical, { ICalCalendarMethod } from "ical-generator";
import { zonedTimeToUtc } from "~/lib/dates";
import { scheduleTitle } from "~/lib/schedule-display";
import type { ScheduleEntry } from "../schedule/queries.server";
import { localized } from "~/lib/locale-paths";
import { seriesTitleInPageLanguage } from "~/i18n/series-titles";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

/** How long an airing is shown in a calendar: one episode. */
const AIRING_MINUTES = 24;

type Calendar = { name: string; origin: string; timeZone: string; entries: ScheduleEntry[]; now?: Date };

// RFC 5545 text carries no control character but tab (ical-generator escapes line breaks), and
// Unicode noncharacters (U+FFFE, U+FDD0…, each plane's last two) are not text: a title keeps
// neither, as sitemaps and RSS leave out what XML cannot carry (issue #34).
const NOT_IN_CALENDAR_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters RFC 5545 text forbids, matched to drop them
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Noncharacter_Code_Point}]/gu;
const calendarText = (text: string) => text.replace(NOT_IN_CALENDAR_TEXT, "");

export function scheduleCalendar({ name, origin, timeZone, entries, now = new Date() }: Calendar): string {
  const host = new URL(origin).hostname;
  const calendar = ical({
    name: calendarText(name),
    prodId: { company: SITE_NAME, product: "Air schedule", language: getLocale().toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const entry of entries) {
    const start = zonedTimeToUtc(entry.air_date, entry.air_time, timeZone);
    const { text, href } = scheduleTitle(
      entry,
      entry.series_title && seriesTitleInPageLanguage(entry.series_title, entry.series_alt_titles),
    );
    const title = calendarText(text);
    const summary = entry.episode_number ? m.feed_item_title({ series: title, number: entry.episode_number }) : title;
    calendar.createEvent({
      id: `schedule-${entry.id}@${host}`,
      stamp: now,
      start,
      end: new Date(start.getTime() + AIRING_MINUTES * 60_000),
      summary,
      description: m.feed_calendar_description({ summary, date: entry.air_date, time: entry.air_time, zone: timeZone }),
      url: href ? `${origin}${localized(href)}` : null,
    });
  }
  return calendar.toString();
}
