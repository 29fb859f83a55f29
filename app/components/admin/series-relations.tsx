import { Form } from "react-router";
import { relationLabel } from "~/i18n/relation-labels";
import { relationKinds, type RelationKind } from "~/lib/vocabulary/series-relations";
import { m } from "~/paraglide/messages";
import { SelectField } from "./fields";
import { RedirectHere } from "./screen";

type Relation = { series_id: number; kind: RelationKind; title: string };

/**
 * The edit form's franchise part (decision 075): what each related series is of this one, each
 * with a Remove button, and a form adding one by its id or page address. Plain forms: no script.
 */
export function SeriesRelations({ seriesId, relations }: { seriesId: number; relations: Relation[] }) {
  return (
    <section aria-labelledby="relations-title" className="space-y-3 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700">
      <h3 id="relations-title" className="font-semibold">
        {m.admin_relations_heading()}
      </h3>
      <p className="text-slate-600 dark:text-slate-400">{m.admin_relations_note()}</p>
      {relations.length > 0 ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {relations.map((relation) => (
            <li key={relation.series_id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="chip-muted">{relationLabel(relation.kind)}</span>
              <bdi className="min-w-0 flex-1">{relation.title}</bdi>
              <Form method="post">
                <RedirectHere />
                <input type="hidden" name="intent" value="relation-remove" />
                <input type="hidden" name="id" value={seriesId} />
                <input type="hidden" name="related" value={relation.series_id} />
                <button type="submit" className="btn-ghost px-3 py-1.5">
                  {m.admin_relations_remove()}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p>{m.admin_relations_none()}</p>
      )}
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <RedirectHere />
        <input type="hidden" name="intent" value="relation-add" />
        <input type="hidden" name="id" value={seriesId} />
        <SelectField
          label={m.field_relation()}
          name="kind"
          id="relation-kind"
          options={relationKinds.map((kind) => ({ value: kind, label: relationLabel(kind) }))}
        />
        <div className="min-w-56 flex-1">
          <label htmlFor="relation-related" className="label">
            {m.field_related_series()}
          </label>
          <input id="relation-related" name="related" required className="field" placeholder={m.admin_relations_related_hint()} />
        </div>
        <button type="submit" className="btn-primary">
          {m.admin_relations_add()}
        </button>
      </Form>
    </section>
  );
}
