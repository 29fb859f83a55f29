import { m } from "~/paraglide/messages";
import { ChartFrame } from "~/components/charts/chart-frame";

// The admin's daily charts (app/components/charts for the frame and the labelled bars).

/** What a daily chart counts: its column header, its total and its empty summary, in the page's language. */
const counted = {
  visits: { noun: m.admin_chart_visits, total: m.admin_chart_visits_total, none: m.admin_chart_visits_none },
  views: { noun: m.admin_chart_views, total: m.admin_chart_views_total, none: m.admin_chart_views_none },
};

/** One column per day; under them, every fifth day. The SVG stretches to the panel; labels stay text. */
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
  const most = Math.max(1, ...rows.map((row) => row.value));
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const peak = rows.reduce((best, row) => (row.value > best.value ? row : best), rows[0] ?? { day: "", value: 0 });
  const summary = total === 0 ? texts.none() : texts.total({ count: total, day: peak.day, peak: peak.value });
  return (
    <ChartFrame
      title={title}
      summary={summary}
      tableLabel={m.admin_chart_show_table()}
      table={
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th className="text-start">{m.admin_chart_day()}</th>
              <th className="text-end capitalize">{texts.noun()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <td>{row.day}</td>
                <td className="text-end tabular-nums">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {/* Time runs left to right, oldest day first, on a right-to-left page too: the bars, the days under them and the scale. */}
      <div className="relative" dir="ltr">
        <span className="absolute right-0 top-0 text-xs text-slate-600 dark:text-slate-400">{most}</span>
        <svg
          viewBox={`0 0 ${rows.length * 10} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`${title}: ${summary}`}
          className="h-40 w-full border-b border-slate-300 text-rose-600 dark:border-slate-700 dark:text-rose-400"
        >
          {rows.map((row, index) => {
            const height = (row.value / most) * 92;
            return (
              <rect key={row.day} x={index * 10 + 1.5} y={100 - height} width={7} height={height} fill="currentColor">
                <title>{`${row.day}: ${row.value}`}</title>
              </rect>
            );
          })}
        </svg>
        <div
          aria-hidden="true"
          className="grid text-xs text-slate-600 dark:text-slate-400"
          style={{ gridTemplateColumns: `repeat(${rows.length}, minmax(0, 1fr))` }}
        >
          {rows.map((row, index) => (
            <span key={row.day} className="whitespace-nowrap">
              {index % 5 === 0 ? row.day.slice(5) : ""}
            </span>
          ))}
        </div>
      </div>
    </ChartFrame>
  );
}
