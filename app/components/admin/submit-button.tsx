import { useNavigation } from "@remix-run/react";
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
