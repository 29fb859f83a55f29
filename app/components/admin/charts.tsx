import { m } from "~/paraglide/messages";
import { Columns } from "~/components/charts/columns";

// The admin's daily charts: the site's columns (app/components/charts) as a time line of days.

/** What a daily chart counts: its column header, its total and its empty summary, in the page's language. */
const counted = {
  visits: { noun: m.admin_chart_visits, total: m.admin_chart_visits_total, none: m.admin_chart_visits_none },
  views: { noun: m.admin_chart_views, total: m.admin_chart_views_total, none: m.admin_chart_views_none },
};

/** One column per day, oldest first; under them, every fifth day. */
export function DailyColumns({
  title,
  rows,
  counts = "visits",
}: {
  title: string;
  rows: { day: string; value: number }[];
  counts?: keyof typeof counted;
}) {
  const texts = counted[counts];
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const peak = rows.reduce((best, row) => (row.value > best.value ? row : best), rows[0] ?? { day: "", value: 0 });
  return (
    <Columns
      title={title}
      summary={total === 0 ? texts.none() : texts.total({ count: total, day: peak.day, peak: peak.value })}
      rows={rows.map((row, index) => ({ key: row.day, label: row.day, value: row.value, axis: index % 5 === 0 ? row.day.slice(5) : "" }))}
      headers={[m.admin_chart_day(), texts.noun()]}
      tableLabel={m.admin_chart_show_table()}
      timeline
    />
  );
}
