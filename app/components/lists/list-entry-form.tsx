import { Form } from "react-router";
import { listStatusLabel } from "~/i18n/list-status-labels";
import { LIST_PROGRESS_MAX, LIST_SCORE_MAX, listStatuses, type ListStatus } from "~/lib/vocabulary/list-statuses";
import { m } from "~/paraglide/messages";
import { ReturnHere } from "~/components/ui/return-here";

export type ListEntryState = { status: ListStatus; score: number | null; progress: number };

type ListEntryFormProps = {
  seriesId: number;
  /** The signed-in viewer's entry (null: not on their list); undefined for an anonymous, shareable page. */
  entry: ListEntryState | null | undefined;
};

/**
 * The form's key: a new series, or an entry changed by a save, a removal or a finished episode,
 * draws the form anew, since React leaves a select it has drawn at its old default value (and a
 * save would then write one series' values onto the next).
 */
const formKey = (seriesId: number, entry: ListEntryState | null | undefined) =>
  `${seriesId}:${entry ? `${entry.status}:${entry.score}:${entry.progress}` : String(entry)}`;

const SCORES = Array.from({ length: LIST_SCORE_MAX }, (_, index) => LIST_SCORE_MAX - index);

/**
 * Where the series stands on the viewer's list: status, score and episodes watched, saved or
 * removed as a plain form (it works with JavaScript off). An anonymous viewer's post is sent to
 * sign in and back, as the follow button's is.
 */
export function ListEntryForm({ seriesId, entry }: ListEntryFormProps) {
  const id = (name: string) => `list-${name}-${seriesId}`;
  return (
    <Form
      key={formKey(seriesId, entry)}
      method="post"
      action="/my-list/entry"
      preventScrollReset
      aria-label={m.mylist_form_label()}
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="series_id" value={seriesId} />
      <ReturnHere />
      <label htmlFor={id("status")} className="space-y-1">
        <span className="label">{m.mylist_form_label()}</span>
        <select id={id("status")} name="status" defaultValue={entry?.status ?? "plan_to_watch"} className="field py-1.5">
          {listStatuses.map((status) => (
            <option key={status} value={status}>
              {listStatusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={id("score")} className="space-y-1">
        <span className="label">{m.mylist_form_score()}</span>
        <select id={id("score")} name="score" defaultValue={entry?.score ?? ""} className="field py-1.5">
          <option value="">—</option>
          {SCORES.map((score) => (
            <option key={score} value={score}>
              {score}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={id("progress")} className="w-24 space-y-1">
        <span className="label">{m.mylist_form_episodes()}</span>
        <input
          id={id("progress")}
          name="progress"
          type="number"
          min={0}
          max={LIST_PROGRESS_MAX}
          defaultValue={entry?.progress ?? 0}
          className="field py-1.5"
        />
      </label>
      <button type="submit" name="intent" value="save" className="btn-primary py-1.5">
        {entry ? m.mylist_form_save() : m.mylist_form_add()}
      </button>
      {entry ? (
        <button type="submit" name="intent" value="remove" className="btn-ghost py-1.5">
          {m.mylist_form_remove()}
        </button>
      ) : null}
    </Form>
  );
}
