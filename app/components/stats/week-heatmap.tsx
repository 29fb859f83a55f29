import { ChartFrame } from "~/components/charts/chart-frame";
import { m } from "~/paraglide/messages";

type WeekHeatmapProps = {
  /** Episodes by weekday (Monday first) and hour. */
  week: number[][];
  /** The weekdays' names in the page's language, Monday first. */
  weekdays: string[];
  summary: string;
};

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** An hour as the charts write it: 20:00. */
export const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * When the viewer watches: a cell for each weekday and hour, darker for more episodes, the
 * hours running with the page (right to left in Arabic). Its table lists every hour watched.
 */
export function WeekHeatmap({ week, weekdays, summary }: WeekHeatmapProps) {
  const most = Math.max(1, ...week.flat());
  const cells = week.flatMap((hours, day) => hours.map((count, hour) => ({ day, hour, count })));
  const watched = cells.filter((cell) => cell.count > 0);
  return (
    <ChartFrame
      title={m.stats_when()}
      summary={summary}
      tableLabel={m.stats_show_table()}
      table={
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th className="text-start">{m.stats_col_weekday()}</th>
              <th className="text-start">{m.stats_col_hour()}</th>
              <th className="text-end">{m.stats_episodes()}</th>
            </tr>
          </thead>
          <tbody>
            {watched.map(({ day, hour, count }) => (
              <tr key={`${day}-${hour}`}>
                <td>{weekdays[day]}</td>
                <td className="tabular-nums">{clock(hour)}</td>
                <td className="text-end tabular-nums">{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <div aria-hidden="true" className="grid grid-cols-[auto_1fr] items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
        <div className="grid gap-y-0.5">
          {weekdays.map((day) => (
            <span key={day} className="flex h-4 items-center">
              {day}
            </span>
          ))}
        </div>
        <svg
          viewBox="0 0 24 7"
          preserveAspectRatio="none"
          aria-hidden="true"
          className="h-[7.875rem] w-full text-rose-600 rtl:-scale-x-100 dark:text-rose-400"
        >
          {cells.map(({ day, hour, count }) => (
            <rect
              key={`${day}-${hour}`}
              x={hour + 0.06}
              y={day + 0.06}
              width={0.88}
              height={0.88}
              rx={0.12}
              fill="currentColor"
              fillOpacity={count === 0 ? 0.08 : 0.25 + (0.75 * count) / most}
            />
          ))}
        </svg>
        <span />
        <div className="grid grid-cols-4">
          {HOURS.filter((hour) => hour % 6 === 0).map((hour) => (
            <span key={hour} className="tabular-nums">
              {clock(hour)}
            </span>
          ))}
        </div>
      </div>
    </ChartFrame>
  );
}
