// The air schedule as iCalendar (RFC 5545) by ical-generator: the 14 days from today, site-wide or
// for one series. Air dates and times are the site's (SITE_TIMEZONE); the feed gives real UTC instants.
import ical, { ICalCalendarMethod } from "ical-generator";
import { zonedTimeToUtc } from "~/lib/dates";
import { scheduleTitle } from "~/lib/schedule-display";
import type { ScheduleEntry } from "../schedule/queries.server";

/** How long an airing is shown in a calendar: one episode. */
const AIRING_MINUTES = 24;

type Calendar = { name: string; origin: string; timeZone: string; entries: ScheduleEntry[]; now?: Date };

export function scheduleCalendar({ name, origin, timeZone, entries, now = new Date() }: Calendar): string {
  const host = new URL(origin).hostname;
  const calendar = ical({
    name,
    prodId: { company: "AnimeStream", product: "Air schedule", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const entry of entries) {
    const start = zonedTimeToUtc(entry.air_date, entry.air_time, timeZone);
    const { text, href } = scheduleTitle(entry);
    const summary = entry.episode_number ? `${text} Episode ${entry.episode_number}` : text;
    calendar.createEvent({
      id: `schedule-${entry.id}@${host}`,
      stamp: now,
      start,
      end: new Date(start.getTime() + AIRING_MINUTES * 60_000),
      summary,
      description: `${summary} airs ${entry.air_date} ${entry.air_time} (${timeZone}).`,
      url: href ? `${origin}${href}` : null,
    });
  }
  return calendar.toString();
}
