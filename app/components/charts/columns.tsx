import { ChartFrame } from "./chart-frame";

type ColumnsProps = {
  title: string;
  summary: string;
  /** Each column: its label under it, its value, and the value as the table writes it. */
  rows: { key: string; label: string; value: number; shown?: string }[];
  /** The table's two headers (the label's, the value's) and the words that unfold it. */
  headers: [string, string];
  tableLabel: string;
};

/**
 * A column for each row, every label under its column, the tallest column's value at its top. The
 * columns run with the page: right to left in Arabic. The SVG stretches to the panel; labels stay text.
 */
export function Columns({ title, summary, rows, headers, tableLabel }: ColumnsProps) {
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
      <div className="relative">
        <span className="absolute end-0 top-0 text-xs text-slate-600 dark:text-slate-400">{most}</span>
        <svg
          viewBox={`0 0 ${rows.length * 10} 100`}
          preserveAspectRatio="none"
          aria-hidden="true"
          className="h-40 w-full border-b border-slate-300 text-rose-600 rtl:-scale-x-100 dark:border-slate-700 dark:text-rose-400"
        >
          {rows.map((row, index) => {
            const height = (row.value / most) * 92;
            return <rect key={row.key} x={index * 10 + 1.5} y={100 - height} width={7} height={height} fill="currentColor" />;
          })}
        </svg>
        <div aria-hidden="true" className="grid text-center text-xs text-slate-600 dark:text-slate-400" style={grid}>
          {rows.map((row) => (
            <span key={row.key} className="truncate">
              {row.label}
            </span>
          ))}
        </div>
      </div>
    </ChartFrame>
  );
}
