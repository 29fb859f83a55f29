// Raw visit rows are kept for the retention period (site setting, 90 days by default); every
// completed day is rolled into visit_days first, which is what the charts read. Run daily by the
// Cron Trigger (workers/maintenance.ts). docs/decisions/016-visit-retention.md.
import { max, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { siteSettings, visitDays, visits } from "~/.server/db/schema";
import { addDays } from "~/lib/dates";

/** Rows deleted per statement: a day of a busy site, without a statement that runs for long. */
const DELETE_CHUNK = 5_000;
const DEFAULT_RETENTION_DAYS = 90;
const dayOf = sql<string>`substr(${visits.visitTime}, 1, 10)`;

/** Rolls completed days up, then deletes raw rows older than the retention. Safe to run again. */
export async function rollUpVisits(app: AppContext, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const [[settings], [rolled]] = await app.db.batch([
    app.db.select({ days: siteSettings.visitRetentionDays }).from(siteSettings).limit(1),
    app.db.select({ last: max(visitDays.day) }).from(visitDays),
  ]);
  const cutoff = addDays(today, -(settings?.days ?? DEFAULT_RETENTION_DAYS));
  // Days after the last rolled one, up to yesterday: complete, and still all in raw rows.
  const since = rolled?.last ? addDays(rolled.last, 1) : "";
  await app.db.run(sql`
    INSERT INTO ${visitDays} (day, how_came, visits)
    SELECT ${dayOf}, ${visits.howCame}, count(*) FROM ${visits}
    WHERE ${visits.visitTime} >= ${since} AND ${visits.visitTime} < ${today}
    GROUP BY 1, 2
    ON CONFLICT (day, how_came) DO UPDATE SET visits = excluded.visits`);
  let deleted = 0;
  for (;;) {
    const gone = await app.db
      .delete(visits)
      .where(
        // By the whole key: the table is WITHOUT ROWID, and an id alone would be looked for in every row.
        sql`(${visits.visitTime}, ${visits.id}) IN (SELECT ${visits.visitTime}, ${visits.id} FROM ${visits} WHERE ${visits.visitTime} < ${cutoff} LIMIT ${sql.raw(String(DELETE_CHUNK))})`,
      )
      .returning({ id: visits.id });
    deleted += gone.length;
    if (gone.length < DELETE_CHUNK) break;
  }
  return { cutoff, deleted };
}

/** Days after the last rolled one count from raw rows (today, or days the cron has not reached). */
const unrolledSince = sql`(SELECT coalesce(date(max(${visitDays.day}), '+1 day'), '') FROM ${visitDays})`;

/** Visits per day in [from, to], rolled days and raw rows together; days without visits left out. */
export async function dailyVisits(app: AppContext, from: string, to: string) {
  const rows = await app.db.all<{ grouped: string; visits: number }>(sql`${visitsCountedBy("day", from, to)} ORDER BY grouped`);
  return rows.map((row) => ({ day: row.grouped, visits: Number(row.visits) }));
}

/** Visits per source (utm_source, referrer host or "direct") in [from, to], most first. */
export async function visitSources(app: AppContext, from: string, to: string, limit = 8) {
  const rows = await app.db.all<{ grouped: string; visits: number }>(
    sql`${visitsCountedBy("how_came", from, to)} ORDER BY visits DESC, grouped LIMIT ${sql.raw(String(limit))}`,
  );
  return rows.map((row) => ({ source: row.grouped, visits: Number(row.visits) }));
}

/** Visits in [from, to] per day or per source: the rolled-up counts, plus the raw rows not rolled up yet. */
function visitsCountedBy(column: "day" | "how_came", from: string, to: string) {
  const raw = column === "day" ? dayOf : visits.howCame;
  return sql`
    SELECT grouped, sum(n) AS visits FROM (
      SELECT ${sql.raw(column)} AS grouped, visits AS n FROM ${visitDays} WHERE day >= ${from} AND day <= ${to}
      UNION ALL
      SELECT ${raw} AS grouped, count(*) AS n FROM ${visits}
      WHERE ${visits.visitTime} >= ${unrolledSince} AND ${visits.visitTime} >= ${from} AND ${visits.visitTime} < ${addDays(to, 1)}
      GROUP BY 1
    ) GROUP BY grouped`;
}
