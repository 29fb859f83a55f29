import type { ReactNode } from "react";

// Charts drawn on the server as SVG: they need no script and no chart library, and each carries
// its numbers as text (a summary for screen readers, a table or the labels themselves).

type ChartFrameProps = {
  title: string;
  summary: string;
  children: ReactNode;
  /** The chart's numbers as a table, folded under `tableLabel`. */
  table?: ReactNode;
  tableLabel?: string;
};

export function ChartFrame({ title, summary, children, table, tableLabel }: ChartFrameProps) {
  return (
    <figure className="panel space-y-3">
      <figcaption>
        <h2 className="text-lg font-bold">{title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{summary}</p>
      </figcaption>
      {children}
      {table ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-rose-700 dark:text-rose-300">{tableLabel}</summary>
          {table}
        </details>
      ) : null}
    </figure>
  );
}
