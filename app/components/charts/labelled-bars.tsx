import type { ReactNode } from "react";
import { ChartFrame } from "./chart-frame";

/** Labelled bars, longest first; the label and the number are text beside each bar. */
export function LabelledBars({
  title,
  summary,
  rows,
  empty,
}: {
  title: string;
  summary: string;
  /** `shown`: the value as the row writes it ("2.3 h · 3"), else the number. */
  rows: { label: ReactNode; key: string; value: number; shown?: string }[];
  empty: string;
}) {
  const most = Math.max(1, ...rows.map((row) => row.value));
  return (
    <ChartFrame title={title} summary={rows.length === 0 ? empty : summary}>
      {rows.length > 0 ? (
        <ul className="space-y-2">
          {rows.map((row) => (
            <li
              key={row.key}
              className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]"
            >
              <span className="truncate">{row.label}</span>
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                aria-hidden="true"
                className="h-3 w-full text-rose-600 rtl:-scale-x-100 dark:text-rose-400"
              >
                <rect width={100} height={10} rx={2} className="fill-slate-200 dark:fill-slate-800" />
                <rect width={(row.value / most) * 100} height={10} rx={2} fill="currentColor" />
              </svg>
              <span className="tabular-nums">{row.shown ?? row.value}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </ChartFrame>
  );
}
