import { Form, Link, useNavigation } from "react-router";
import type { RowState } from "~/domain/imports/plan.server";
import { TextareaField } from "./fields";
import { RedirectHere } from "./screen";
import { SubmitButton } from "./submit-button";

/** One row of a file as the import would treat it; `key` is what finds its record (episode number, slug). */
export type PreviewRow = {
  row: number;
  key: string | number | null;
  title: string;
  state: RowState;
  changes: string[];
  reason: string | null;
};
export type Preview = {
  heading: string;
  keyHeading: string;
  /** What a row is, one and many: ["episode", "episodes"]. */
  noun: [string, string];
  rows: PreviewRow[];
  counts: Record<RowState, number>;
  payload: string;
  /** The confirm form's other fields (the series imported into, say). */
  hidden: Record<string, string | number>;
  cancelHref: string;
};

const badges: Record<RowState, { text: string; className: string }> = {
  new: { text: "New", className: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100" },
  changed: { text: "Changed", className: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100" },
  unchanged: { text: "Unchanged", className: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100" },
  invalid: { text: "Invalid", className: "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100" },
};

/**
 * What an import would do, row by row; nothing is written yet. Import sends the previewed rows
 * back as JSON, and the server validates and compares them again before writing.
 */
export function ImportPreview({ preview }: { preview: Preview }) {
  const { counts, heading, noun } = preview;
  const writes = counts.new + counts.changed;
  const navigation = useNavigation();
  const writing = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  return (
    <>
      <div className="panel space-y-3">
        <h2 className="font-semibold">Preview: {heading}</h2>
        <p className="text-sm" data-testid="import-counts">
          {counts.new} new, {counts.changed} changed, {counts.unchanged} unchanged, {counts.invalid} invalid. Nothing has been written yet.
        </p>
        {counts.invalid > 0 ? (
          <p role="alert" className="alert-error">
            {counts.invalid} row{counts.invalid > 1 ? "s are" : " is"} invalid: the import is refused until the file is fixed.
          </p>
        ) : null}
        <Form method="post" className="flex flex-wrap gap-2">
          <RedirectHere />
          {Object.entries(preview.hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="payload" value={preview.payload} />
          <SubmitButton intent="import" busyLabel="Importing..." disabled={counts.invalid > 0}>
            {writes ? `Import ${writes} ${writes > 1 ? noun[1] : noun[0]}` : "Import"}
          </SubmitButton>
          <Link to={preview.cancelHref} className="btn-ghost">
            Cancel
          </Link>
        </Form>
        {/* With JavaScript, a bar while the one batch is written; without, the result page follows. */}
        {writing ? (
          <div role="status" className="space-y-1">
            <progress className="h-2 w-full accent-rose-600" aria-label={`Writing ${writes} ${noun[1]}`} />
            <p className="text-sm">
              Writing {writes} {writes === 1 ? noun[0] : noun[1]} in one batch…
            </p>
          </div>
        ) : null}
      </div>
      {/* Not AdminTable: its 640 px minimum would push the state off a phone's screen. */}
      <div className="panel overflow-x-auto p-0">
        <table className="w-full text-left text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold dark:[&_td]:border-slate-800">
          <thead>
            <tr>
              <th>Row</th>
              <th>{preview.keyHeading}</th>
              <th>Title</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td>{row.key ?? "—"}</td>
                <td className="max-w-xs">{row.title}</td>
                <td>
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${badges[row.state].className}`}>
                    {badges[row.state].text}
                  </span>
                  {/* Under the state, not in a column of its own, so a phone shows the reason without scrolling sideways. */}
                  {row.reason || row.changes.length ? (
                    <p className="mt-1 text-xs">{row.reason ?? `Changes: ${row.changes.join(", ")}`}</p>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** An import's file, or its pasted text, and the Preview button. */
export function ImportFileFields() {
  return (
    <>
      <div>
        <label htmlFor="import-file" className="label">
          File (CSV or JSON)
        </label>
        <input id="import-file" name="file" type="file" accept=".csv,.json,text/csv,application/json" className="field" />
      </div>
      <TextareaField label="Or paste CSV or JSON" name="text" rows={6} className="[&_textarea]:font-mono" />
      <div>
        <SubmitButton intent="preview" busyLabel="Reading...">
          Preview
        </SubmitButton>
      </div>
    </>
  );
}
