import { ChartFrame } from "./chart-frame";

type ColumnsProps = {
  title: string;
  summary: string;
  /**
   * Each column: its label in the table, its value, the value as the table writes it, and what
   * stands under the column (its label unless said; "" for none).
   */
  rows: { key: string; label: string; value: number; shown?: string; axis?: string }[];
  /** The table's two headers (the label's, the value's) and the words that unfold it. */
  headers: [string, string];
  tableLabel: string;
  /** Days: time runs left to right, oldest first, on a right-to-left page too. Else the columns run with the page. */
  timeline?: boolean;
};

/**
 * A column for each row, its label under it, the tallest column's value at its top, the numbers in
 * a table beside it. The SVG stretches to the panel; labels stay text.
 */
export function Columns({ title, summary, rows, headers, tableLabel, timeline = false }: ColumnsProps) {
  const most = Math.max(1, ...rows.map((row) => row.value));
  const grid = { gridTemplateColumns: `repeat(${rows.length}, minmax(0, 1fr))` };
  return (
    <ChartFrame
      title={title}
      summary={summary}
      tableLabel={tableLabel}
      table={
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th className="text-start">{headers[0]}</th>
              <th className="text-end">{headers[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.label}</td>
                <td className="text-end tabular-nums">{row.shown ?? row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <div className="relative" dir={timeline ? "ltr" : undefined}>
        <span className="absolute end-0 top-0 text-xs text-slate-600 dark:text-slate-400">{most}</span>
        <svg
          viewBox={`0 0 ${rows.length * 10} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`${title}: ${summary}`}
          className={`h-40 w-full border-b border-slate-300 text-rose-600 dark:border-slate-700 dark:text-rose-400 ${timeline ? "" : "rtl:-scale-x-100"}`}
        >
          {rows.map((row, index) => {
            const height = (row.value / most) * 92;
            return (
              <rect key={row.key} x={index * 10 + 1.5} y={100 - height} width={7} height={height} fill="currentColor">
                <title>{`${row.label}: ${row.shown ?? row.value}`}</title>
              </rect>
            );
          })}
        </svg>
        <div aria-hidden="true" className={`grid text-xs text-slate-600 dark:text-slate-400 ${timeline ? "" : "text-center"}`} style={grid}>
          {rows.map((row) => (
            <span key={row.key} className={timeline ? "whitespace-nowrap" : "truncate"}>
              {row.axis ?? row.label}
            </span>
          ))}
        </div>
      </div>
    </ChartFrame>
  );
}
