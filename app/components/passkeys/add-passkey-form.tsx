import type { ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { PASSKEY_NAME_MAX } from "~/domain/passkeys/schema";
import { m } from "~/paraglide/messages";
import { PasskeyButton } from "./passkey-button";

/**
 * "Add a passkey" with an optional name, below an account's passkey list; `children` are hidden
 * fields the page's action reads beside them (where to go back to). Without JavaScript it says
 * what the page still does.
 */
export function AddPasskeyForm({
  scope,
  withoutScript,
  children,
}: {
  scope: "user" | "admin";
  withoutScript: string;
  children?: ReactNode;
}) {
  return (
    <form className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
      {children}
      <FormField
        label={m.passkey_name_label()}
        name="name"
        maxLength={PASSKEY_NAME_MAX}
        placeholder={m.passkey_name_placeholder()}
        className="min-w-48 flex-1"
      />
      <PasskeyButton scope={scope} ceremony="register" className="btn-primary" busyLabel={m.passkey_waiting_device()}>
        {m.passkey_add()}
      </PasskeyButton>
      <noscript>
        <p className="text-sm text-slate-600 dark:text-slate-400">{withoutScript}</p>
      </noscript>
    </form>
  );
}
