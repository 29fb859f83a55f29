// What the episode and the series bulk imports share (docs/decisions/015-bulk-import.md, 021): a
// plan sorts every row before anything is written, a plan with an invalid row writes nothing, and a
// valid one is written in ONE db.batch, whole or not at all.
import { DomainError } from "~/lib/refusals";

export type RowState = "new" | "changed" | "unchanged" | "invalid";
/** One row of a file as the import would treat it: the row's number and title, what it changes or why it cannot be taken. */
export type PlannedRow = { row: number; title: string; state: RowState; changes: string[]; reason: string | null };

/** An import's plan: each row as it would be treated, their count by state, and the records to write. */
export type ImportPlanOf<Row extends PlannedRow, Item> = { rows: Row[]; counts: Record<RowState, number>; create: Item[]; update: Item[] };

/** A plan with no rows yet: what each import starts from. */
export const emptyPlan = <Row extends PlannedRow, Item>(): ImportPlanOf<Row, Item> => ({
  rows: [],
  counts: { new: 0, changed: 0, unchanged: 0, invalid: 0 },
  create: [],
  update: [],
});

/** Counts the plan's rows by state, once every row is sorted. */
export function countRows(plan: { rows: PlannedRow[]; counts: Record<RowState, number> }) {
  for (const row of plan.rows) plan.counts[row.state]++;
}

/** Refuses (400) a plan with invalid rows, naming the first five, so nothing is written. */
export function refuseInvalidRows(plan: { rows: PlannedRow[]; counts: { invalid: number } }) {
  const { invalid } = plan.counts;
  if (invalid === 0) return;
  const reasons = plan.rows
    .filter((row) => row.state === "invalid")
    .slice(0, 5)
    .map((row) => `row ${row.row}: ${row.reason}`);
  throw new DomainError(
    400,
    `Nothing was imported: ${invalid} invalid row${invalid > 1 ? "s" : ""} (${reasons.join("; ")}${invalid > 5 ? "; …" : ""})`,
  );
}
