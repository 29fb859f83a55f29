import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { lt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { visitDays, visits } from "~/.server/db/schema";
import { setVisitRetention } from "~/domain/settings/commands.server";
import { dailyVisits, visitSources } from "~/domain/visitors/retention.server";
import { addDays } from "~/lib/dates";
import { testAppContext } from "../support/app-context";
import { worker } from "../support/worker";

const now = new Date("2026-11-23T12:00:00Z");
const today = "2026-11-23";
const db = () => testAppContext().db;

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now.getTime(), cron: "17 3 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

// Visits per day back from today, each with its source.
const planted: [daysAgo: number, source: string, count: number][] = [
  [120, "direct", 3],
  [120, "google.com", 2],
  [95, "direct", 2],
  [91, "newsletter", 1],
  [10, "direct", 4],
  [1, "google.com", 2],
  [0, "direct", 1],
];

beforeAll(async () => {
  const rows = planted.flatMap(([daysAgo, source, count]) =>
    Array.from({ length: count }, (_, index) => ({
      visitTime: `${addDays(today, -daysAgo)}T0${index}:30:00.000Z`,
      howCame: source,
      path: "/",
    })),
  );
  await db().insert(visits).values(rows);
});

const window = () => dailyVisits(testAppContext(), addDays(today, -200), today);

describe("the daily upkeep", () => {
  it("rolls old visits up and removes them, with every day's total and every source's unchanged", async () => {
    const before = { days: await window(), sources: await visitSources(testAppContext(), addDays(today, -200), today) };
    expect(before.days.reduce((sum, day) => sum + day.visits, 0)).toBe(15);
    await runCron();
    const cutoff = addDays(today, -90);
    expect(await db().select().from(visits).where(lt(visits.visitTime, cutoff))).toEqual([]);
    expect((await db().select({ n: sql<number>`count(*)` }).from(visits))[0]!.n).toBe(7);
    expect(await window()).toEqual(before.days);
    expect(await visitSources(testAppContext(), addDays(today, -200), today)).toEqual(before.sources);
    // Today is never rolled up: it is not over yet.
    expect((await db().select().from(visitDays)).map((row) => row.day)).not.toContain(today);
  });

  it("can run again, and follows a shorter retention setting", async () => {
    const before = await window();
    await runCron();
    expect(await window()).toEqual(before);
    await setVisitRetention(testAppContext(), 5);
    await runCron();
    expect(await window()).toEqual(before);
    expect((await db().select({ n: sql<number>`count(*)` }).from(visits))[0]!.n).toBe(3);
  });
});
