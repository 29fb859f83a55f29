// Issue #10, feeds: RSS of the newest episodes and iCalendar of the 14-day schedule, site-wide and
// per series, read back with real parsers (fast-xml-parser, ical.js).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { scheduleCalendar } from "~/domain/feeds/calendar.server";
import { addDays, todayIn, zonedTimeToUtc } from "~/lib/dates";
import { seedDemo } from "../support/app-context";
import { adminToken, call } from "../support/api";
import { fetchWorker } from "../support/worker";

const ORIGIN = "https://example.com";
const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" });

let admin: string;
let sample: { id: number; slug: string; title: string };
beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  sample = (await call("GET", "/series?limit=1")).data[0];
});

const fetchText = async (path: string) => {
  const response = await fetchWorker(path);
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", body: await response.text() };
};

const eventsOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));

describe("zonedTimeToUtc", () => {
  it("turns a zone's wall-clock reading into the instant, across offsets and clock changes", () => {
    const cases: [string, string, string, string][] = [
      ["2026-11-23", "20:00", "Asia/Shanghai", "2026-11-23T12:00:00.000Z"],
      ["2026-07-01", "12:00", "Europe/London", "2026-07-01T11:00:00.000Z"],
      ["2026-01-15", "12:00", "Europe/London", "2026-01-15T12:00:00.000Z"],
      ["2026-03-08", "01:30", "America/New_York", "2026-03-08T06:30:00.000Z"],
      ["2026-03-08", "03:30", "America/New_York", "2026-03-08T07:30:00.000Z"],
      ["2026-11-23", "00:15", "Asia/Kolkata", "2026-11-22T18:45:00.000Z"],
      ["2026-11-23", "23:59", "UTC", "2026-11-23T23:59:00.000Z"],
    ];
    for (const [date, time, zone, instant] of cases)
      expect(zonedTimeToUtc(date, time, zone).toISOString(), `${date} ${time} ${zone}`).toBe(instant);
  });
});

describe("the schedule calendar", () => {
  it("holds every entry of the 14 days once, with a stable UID and the title as typed", async () => {
    const today = todayIn("UTC");
    const title = `Special; with, commas \\ and a backslash — a line long enough to be folded at seventy-five octets`;
    const created = await call("POST", "/schedule", { token: admin, json: { air_date: addDays(today, 2), air_time: "21:30", title } });
    expect(created.status, JSON.stringify(created.data)).toBe(201);

    const first = await fetchText("/schedule.ics");
    expect(first.type).toMatch(/^text\/calendar/);
    expect(first.body.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const events = eventsOf(first.body);
    const { data: upcoming } = await call("GET", "/schedule");
    expect(events.length).toBe(upcoming.length);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    const ours = events.find((event) => event.uid === `schedule-${created.data.id}@example.com`)!;
    expect(ours.summary).toBe(title);
    expect(ours.startDate.toJSDate().toISOString()).toBe(`${addDays(today, 2)}T21:30:00.000Z`);
    expect(ours.endDate.toJSDate().getTime() - ours.startDate.toJSDate().getTime()).toBe(24 * 60_000);
    // The same entry keeps its UID from one fetch to the next.
    expect(eventsOf((await fetchText("/schedule.ics")).body).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  // Issue #34: RFC 5545 text carries no control characters but tab (line breaks are escaped), and
  // Unicode noncharacters are no text at all.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the calendar must not hold, matched to find them
  const notInCalendarText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Noncharacter_Code_Point}]/u;
  const oddTitle = "Odd\uFFFE \uFFFFTitle\uFDD0\uFDEF with\u{1FFFE}\u{10FFFF} a\u0007 bell\u001B and\ttab";

  it("leaves out noncharacters and control characters of a title, on the site's calendar (#34, point 5)", async () => {
    const created = await call("POST", "/schedule", {
      token: admin,
      json: { air_date: addDays(todayIn("UTC"), 3), air_time: "10:00", title: oddTitle },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const { body } = await fetchText("/schedule.ics");
    expect(body).not.toMatch(notInCalendarText);
    const ours = eventsOf(body).find((event) => event.uid === `schedule-${created.data.id}@example.com`)!;
    expect(ours.summary).toBe("Odd Title with a bell and\ttab");
  });

  it("leaves them out of the calendar's name and a series title too (#34, point 5)", () => {
    const ics = scheduleCalendar({
      name: `${oddTitle} — AnimeStream`,
      origin: ORIGIN,
      timeZone: "UTC",
      entries: [
        {
          id: 8,
          series_id: 1,
          series_title: oddTitle,
          series_alt_titles: [],
          series_slug: "odd-title",
          title: null,
          air_date: "2026-11-24",
          air_time: "20:00",
          episode_number: 1,
          run_id: null,
        },
      ],
    });
    expect(ics).not.toMatch(notInCalendarText);
    expect(new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue("name")).toBe("Odd Title with a bell and\ttab — AnimeStream");
    expect(eventsOf(ics)[0]!.summary).toBe("Odd Title with a bell and\ttab Episode 1");
  });

  it("gives real UTC times for a site in another zone", () => {
    const ics = scheduleCalendar({
      name: "Test",
      origin: ORIGIN,
      timeZone: "Asia/Shanghai",
      entries: [
        {
          id: 7,
          series_id: 1,
          series_title: "Night, Market; Tales",
          series_alt_titles: [],
          series_slug: "night-market-tales",
          title: null,
          air_date: "2026-11-24",
          air_time: "20:00",
          episode_number: 3,
          run_id: null,
        },
      ],
    });
    const [event] = eventsOf(ics);
    expect(event!.startDate.toJSDate().toISOString()).toBe("2026-11-24T12:00:00.000Z");
    expect(event!.summary).toBe("Night, Market; Tales Episode 3");
    expect(event!.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/night-market-tales`);
  });

  it("has a calendar per series that holds that series only, and a 404 for an unknown one", async () => {
    const created = await call("POST", "/schedule", {
      token: admin,
      json: { air_date: addDays(todayIn("UTC"), 1), air_time: "08:00", series_id: sample.id, episode_number: 99 },
    });
    expect(created.status).toBe(201);
    const events = eventsOf((await fetchText(`/${sample.slug}/schedule.ics`)).body);
    expect(events.map((event) => event.uid)).toContain(`schedule-${created.data.id}@example.com`);
    for (const event of events) expect(event.summary.startsWith(sample.title)).toBe(true);
    expect((await fetchText("/no-such-series/schedule.ics")).status).toBe(404);
  });
});

describe("the episode feeds", () => {
  it("list the newest episodes, newest first, each with its address as guid", async () => {
    const added = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: sample.id, episode_number: 500, title: `Fish & <Chips>`, description: "Newest of all." },
    });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    const feed = await fetchText("/feed.xml");
    expect(feed.type).toMatch(/^application\/rss\+xml/);
    const channel = xml.parse(feed.body).rss.channel;
    expect(channel.item.length).toBe(50);
    const [newest] = channel.item;
    expect(newest.title).toBe(`${sample.title} Episode 500: Fish & <Chips>`);
    expect(newest.link).toBe(`${ORIGIN}/${sample.slug}/episode/500`);
    expect(newest.guid["#text"]).toBe(newest.link);
    for (const item of channel.item) expect(Number.isNaN(Date.parse(item.pubDate)), item.pubDate).toBe(false);
  });

  it("have one per series with that series' episodes only, and a 404 for an unknown one", async () => {
    const channel = xml.parse((await fetchText(`/${sample.slug}/feed.xml`)).body).rss.channel;
    expect(channel.title).toContain(sample.title);
    expect(channel.item.length).toBeGreaterThan(0);
    for (const item of channel.item) expect(item.link.startsWith(`${ORIGIN}/${sample.slug}/episode/`)).toBe(true);
    expect(channel.item[0].title).toBe(`${sample.title} Episode 500: Fish & <Chips>`);
    expect(channel.item[0].description).toBe("Newest of all.");
    expect((await fetchText("/no-such-series/feed.xml")).status).toBe(404);
  });

  it("stay well-formed XML when a title holds characters XML cannot carry, which are left out", async () => {
    const added = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: sample.id, episode_number: 501, title: "Bell\u0001 and\u000b tab\ufffe", description: "Form\u000cfeed." },
    });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    for (const path of ["/feed.xml", `/${sample.slug}/feed.xml`]) {
      const { body } = await fetchText(path);
      expect(XMLValidator.validate(body), path).toBe(true);
      const [newest] = xml.parse(body).rss.channel.item;
      expect(newest.title).toBe(`${sample.title} Episode 501: Bell and tab`);
      expect(newest.description).toBe("Formfeed.");
    }
  });

  it("are named in the page heads and linked where people see them", async () => {
    const home = (await fetchText("/")).body;
    expect(home).toContain(
      `<link rel="alternate" type="application/rss+xml" title="AnimeStream: new episodes" href="${ORIGIN}/feed.xml"/>`,
    );
    expect(home).toContain(`href="${ORIGIN}/schedule.ics"`);
    expect(home).toContain('href="/schedule.ics"');
    const seriesPage = (await fetchText(`/${sample.slug}`)).body;
    expect(seriesPage).toContain(`href="${ORIGIN}/${sample.slug}/feed.xml"`);
    expect(seriesPage).toContain(`href="/${sample.slug}/schedule.ics"`);
  });
});
