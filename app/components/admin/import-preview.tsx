import { Form, Link, useNavigation } from "react-router";
import type { RowState } from "~/domain/imports/plan";
import { TextareaField } from "./fields";
import { RedirectHere } from "./screen";
import { SubmitButton } from "./submit-button";
import { m } from "~/paraglide/messages";

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
  /** What a row is: an episode or a series (the counted texts follow it). */
  kind: "episodes" | "series";
  rows: PreviewRow[];
  counts: Record<RowState, number>;
  payload: string;
  /** The confirm form's other fields (the series imported into, say). */
  hidden: Record<string, string | number>;
  cancelHref: string;
};

const badges: Record<RowState, { text: () => string; className: string }> = {
  new: { text: m.admin_import_state_new, className: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100" },
  changed: { text: m.admin_import_state_changed, className: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100" },
  unchanged: { text: m.admin_import_state_unchanged, className: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100" },
  invalid: { text: m.admin_import_state_invalid, className: "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100" },
};

/**
 * What an import would do, row by row; nothing is written yet. Import sends the previewed rows
 * back as JSON, and the server validates and compares them again before writing.
 */
export function ImportPreview({ preview }: { preview: Preview }) {
  const { counts, heading, kind } = preview;
  const texts =
    kind === "series"
      ? { button: m.admin_import_button_series, label: m.admin_import_writing_label_series, writing: m.admin_import_writing_series }
      : { button: m.admin_import_button_episodes, label: m.admin_import_writing_label_episodes, writing: m.admin_import_writing_episodes };
  const writes = counts.new + counts.changed;
  const navigation = useNavigation();
  const writing = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  return (
    <>
      <div className="panel space-y-3">
        <h2 className="font-semibold">{m.admin_import_preview_heading({ heading })}</h2>
        <p className="text-sm" data-testid="import-counts">
          {m.admin_import_counts({ added: counts.new, changed: counts.changed, unchanged: counts.unchanged, invalid: counts.invalid })}
        </p>
        {counts.invalid > 0 ? (
          <p role="alert" className="alert-error">
            {m.admin_import_invalid_rows({ count: counts.invalid })}
          </p>
        ) : null}
        <Form method="post" className="flex flex-wrap gap-2">
          <RedirectHere />
          {Object.entries(preview.hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="payload" value={preview.payload} />
          <SubmitButton intent="import" busyLabel={m.admin_importing()} disabled={counts.invalid > 0}>
            {writes ? texts.button({ count: writes }) : m.admin_import()}
          </SubmitButton>
          <Link to={preview.cancelHref} className="btn-ghost">
            {m.admin_cancel()}
          </Link>
        </Form>
        {/* With JavaScript, a bar while the one batch is written; without, the result page follows. */}
        {writing ? (
          <div role="status" className="space-y-1">
            <progress className="h-2 w-full accent-rose-600" aria-label={texts.label({ count: writes })} />
            <p className="text-sm">{texts.writing({ count: writes })}</p>
          </div>
        ) : null}
      </div>
      {/* Not AdminTable: its 640 px minimum would push the state off a phone's screen. */}
      <div className="panel overflow-x-auto p-0">
        <table className="w-full text-start text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold dark:[&_td]:border-slate-800">
          <thead>
            <tr>
              <th>{m.admin_import_col_row()}</th>
              <th>{preview.keyHeading}</th>
              <th>{m.admin_field_title()}</th>
              <th>{m.admin_import_col_state()}</th>
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
                    {badges[row.state].text()}
                  </span>
                  {/* Under the state, not in a column of its own, so a phone shows the reason without scrolling sideways. */}
                  {row.reason || row.changes.length ? (
                    <p className="mt-1 text-xs">{row.reason ?? m.admin_import_changes({ changes: row.changes.join(", ") })}</p>
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
          {m.admin_import_file()}
        </label>
        <input id="import-file" name="file" type="file" accept=".csv,.json,text/csv,application/json" className="field" />
      </div>
      <TextareaField label={m.admin_import_paste()} name="text" rows={6} className="[&_textarea]:font-mono" />
      <div>
        <SubmitButton intent="preview" busyLabel={m.admin_reading()}>
          {m.admin_preview()}
        </SubmitButton>
      </div>
    </>
  );
}
