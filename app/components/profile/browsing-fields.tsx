import type { FieldMetadata } from "@conform-to/react";
import { listStatusLabel } from "~/i18n/list-status-labels";
import { FieldFrame, notesAttributes } from "~/components/ui/form-field";
import { listStatuses } from "~/lib/vocabulary/list-statuses";
import { spoilerGuards, type SpoilerGuard } from "~/lib/vocabulary/spoiler-guards";
import { m } from "~/paraglide/messages";

export const spoilerGuardLabels: Record<SpoilerGuard, () => string> = {
  off: m.profile_spoiler_guard_off,
  unwatched: m.profile_spoiler_guard_unwatched,
  after_next: m.profile_spoiler_guard_after_next,
};

// biome-ignore lint/suspicious/noExplicitAny: the metadata of one field of the profile form
type Field = FieldMetadata<any, any, string[]>;

/**
 * The profile form's choices of what the viewer's pages leave out (decision 062): the list statuses
 * to hide from browsing, and the spoiler guard. Each shows what was saved, or what was sent back.
 */
export function BrowsingFields({ hideStatuses, spoilerGuard }: { hideStatuses: Field; spoilerGuard: Field }) {
  const hidden = [hideStatuses.initialValue ?? []].flat() as string[];
  const guardError = spoilerGuard.errors?.[0];
  const hideError = hideStatuses.errors?.[0];
  return (
    <>
      <fieldset className="sm:col-span-2" {...notesAttributes({ id: hideStatuses.id, error: hideError, hint: true })}>
        <legend className="label">{m.profile_hide_statuses()}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {listStatuses.map((status) => (
            <label key={status} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={hideStatuses.name}
                value={status}
                defaultChecked={hidden.includes(status)}
                className="h-4 w-4 accent-rose-600"
              />
              {listStatusLabel(status)}
            </label>
          ))}
        </div>
        <p id={`${hideStatuses.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {m.profile_hide_statuses_hint()}
        </p>
        {hideError ? (
          <p id={`${hideStatuses.id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {hideError}
          </p>
        ) : null}
      </fieldset>
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
    </>
  );
}
