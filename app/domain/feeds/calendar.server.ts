// The air schedule as iCalendar (RFC 5545): the 14 days from today, site-wide or for one series.
// Air dates and times are the site's (SITE_TIMEZONE); the feed gives real UTC instants.
import { zonedTimeToUtc } from "~/lib/dates";
import { scheduleTitle } from "~/lib/schedule-display";
import type { ScheduleEntry } from "../schedule/queries.server";

/** How long an airing is shown in a calendar: one episode. */
const AIRING_MINUTES = 24;

/** TEXT values escape backslash, semicolon and comma, and write line breaks as \n. */
export const icsText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const encoder = new TextEncoder();

/** Content lines are folded at 75 octets: CRLF, then a space, then the rest. */
function folded(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let part = "";
  let size = 0;
  for (const character of line) {
    const width = encoder.encode(character).length;
    // Continuation lines start with the folding space, which counts.
    if (size + width > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = "";
      size = 0;
    }
    part += character;
    size += width;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

type Calendar = { name: string; origin: string; timeZone: string; entries: ScheduleEntry[]; now?: Date };

export function scheduleCalendar({ name, origin, timeZone, entries, now = new Date() }: Calendar): string {
  const host = new URL(origin).hostname;
  const events = entries.flatMap((entry) => {
    const start = zonedTimeToUtc(entry.air_date, entry.air_time, timeZone);
    const end = new Date(start.getTime() + AIRING_MINUTES * 60_000);
    const { text, href } = scheduleTitle(entry);
    const summary = entry.episode_number ? `${text} Episode ${entry.episode_number}` : text;
    return [
      "BEGIN:VEVENT",
      `UID:schedule-${entry.id}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(end)}`,
      `SUMMARY:${icsText(summary)}`,
      `DESCRIPTION:${icsText(`${summary} airs ${entry.air_date} ${entry.air_time} (${timeZone}).`)}`,
      ...(href ? [`URL:${origin}${href}`] : []),
      "END:VEVENT",
    ];
  });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//AnimeStream//Air schedule//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(name)}`,
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(folded).join("\r\n")}\r\n`;
}
