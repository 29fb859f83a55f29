import type { FieldMetadata } from "@conform-to/react";
import { listStatusLabel } from "~/i18n/list-status-labels";
import { FieldFrame, notesAttributes } from "~/components/ui/form-field";
import { listStatuses } from "~/lib/vocabulary/list-statuses";
import { SEGMENT_KINDS } from "~/lib/vocabulary/segment-kinds";
import { segmentKindName } from "~/i18n/segment-kind-labels";
import { spoilerGuards, type SpoilerGuard } from "~/lib/vocabulary/spoiler-guards";
import { m } from "~/paraglide/messages";

export const spoilerGuardLabels: Record<SpoilerGuard, () => string> = {
  off: m.profile_spoiler_guard_off,
  unwatched: m.profile_spoiler_guard_unwatched,
  after_next: m.profile_spoiler_guard_after_next,
};

// biome-ignore lint/suspicious/noExplicitAny: the metadata of one field of the profile form
type Field = FieldMetadata<any, any, string[]>;

/** A field of boxes to tick, any number of them: what was saved (or sent back) ticked, its hint and its error under it. */
export function TickedBoxes({ field, legend, hint, choices }: { field: Field; legend: string; hint: string; choices: [string, string][] }) {
  const ticked = [field.initialValue ?? []].flat() as string[];
  const error = field.errors?.[0];
  return (
    <fieldset className="sm:col-span-2" {...notesAttributes({ id: field.id, error, hint: true })}>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              value={value}
              defaultChecked={ticked.includes(value)}
              className="h-4 w-4 accent-rose-600"
            />
            {label}
          </label>
        ))}
      </div>
      <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {error ? (
        <p id={`${field.id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The profile form's choices of what the viewer's pages leave out (decision 062): the list statuses
 * to hide from browsing, and the spoiler guard; and what the player skips without a press (issue
 * #82). Each shows what was saved, or what was sent back.
 */
export function BrowsingFields({ hideStatuses, spoilerGuard, autoSkip }: { hideStatuses: Field; spoilerGuard: Field; autoSkip: Field }) {
  const guardError = spoilerGuard.errors?.[0];
  return (
    <>
      <TickedBoxes
        field={hideStatuses}
        legend={m.profile_hide_statuses()}
        hint={m.profile_hide_statuses_hint()}
        choices={listStatuses.map((status) => [status, listStatusLabel(status)])}
      />
      <FieldFrame
        id={spoilerGuard.id}
        label={m.profile_spoiler_guard()}
        error={guardError}
        hint={m.profile_spoiler_guard_hint()}
        className="sm:col-span-2"
      >
        <select
          id={spoilerGuard.id}
          name={spoilerGuard.name}
          defaultValue={(spoilerGuard.initialValue as string | undefined) ?? "off"}
          className="field"
          {...notesAttributes({ id: spoilerGuard.id, error: guardError, hint: true })}
        >
          {spoilerGuards.map((guard) => (
            <option key={guard} value={guard}>
              {spoilerGuardLabels[guard]()}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TickedBoxes
        field={autoSkip}
        legend={m.profile_auto_skip()}
        hint={m.profile_auto_skip_hint()}
        choices={SEGMENT_KINDS.map((kind) => [kind, segmentKindName(kind)])}
      />
    </>
  );
}
