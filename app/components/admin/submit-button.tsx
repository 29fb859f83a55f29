import { Form, Link, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { RedirectHere } from "./screen";
import { m } from "~/paraglide/messages";

type SubmitProps = { intent: string; busyLabel: string; children: ReactNode; className?: string; disabled?: boolean };

/** A submit button carrying its form's intent, reading "Saving..." (or its busy label) while it posts. */
export function SubmitButton({ intent, busyLabel, children, className = "btn-primary", disabled }: SubmitProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={disabled || busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/**
 * The footer of an add-or-edit form: Save while editing, Add otherwise; Cancel goes to
 * `cancelHref` when the form names one, else back to the list ("?") while editing.
 */
export function AddOrSaveButtons({
  editing,
  addLabel,
  cancelHref,
  className = "flex gap-2",
}: {
  editing: boolean;
  addLabel?: string;
  cancelHref?: string;
  className?: string;
}) {
  const cancel = cancelHref ?? (editing ? "?" : undefined);
  return (
    <div className={className}>
      {editing ? (
        <SubmitButton intent="update" busyLabel={m.admin_saving()}>
          {m.admin_save()}
        </SubmitButton>
      ) : (
        <SubmitButton intent="create" busyLabel={m.admin_adding()}>
          {addLabel ?? m.admin_add()}
        </SubmitButton>
      )}
      {cancel ? (
        <Link to={cancel} className="btn-ghost">
          {m.admin_cancel()}
        </Link>
      ) : null}
    </div>
  );
}

/** One button that posts an intent about one row (approve, block, mark fixed) and comes back here. */
export function RowActionButton({ id, intent, children }: { id: number; intent: string; children: ReactNode }) {
  return (
    <Form method="post">
      <RedirectHere />
      <input type="hidden" name="id" value={id} />
      <SubmitButton intent={intent} busyLabel={m.admin_saving()} className="btn-ghost px-3 py-1.5">
        {children}
      </SubmitButton>
    </Form>
  );
}
