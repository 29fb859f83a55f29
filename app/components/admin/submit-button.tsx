import { Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

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

/** The footer of an add-or-edit form: Save and Cancel while editing, Add otherwise. */
export function AddOrSaveButtons({ editing, addLabel = "Add", cancelHref = "?", className = "flex gap-2" }: { editing: boolean; addLabel?: string; cancelHref?: string; className?: string }) {
  return (
    <div className={className}>
      {editing ? <SubmitButton intent="update" busyLabel="Saving...">Save</SubmitButton> : <SubmitButton intent="create" busyLabel="Adding...">{addLabel}</SubmitButton>}
      {editing ? <Link to={cancelHref} className="btn-ghost">Cancel</Link> : null}
    </div>
  );
}
