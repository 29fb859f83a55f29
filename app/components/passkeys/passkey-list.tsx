import { Form } from "react-router";
import { PASSKEY_NAME_MAX } from "~/domain/passkeys/schema";
import type { PasskeyView } from "~/domain/passkeys/responses";
import { m } from "~/paraglide/messages";
import { storedDay } from "~/lib/display";

/** The day of an ISO time (app/lib/display.ts), "never" for none. */
const day = (iso: string | null) => (iso ? storedDay(iso) : m.passkey_never_used());

/**
 * An account's passkeys, each with a rename form and a remove button: plain forms posting
 * `intent` rename or remove with the passkey's `id`, so they work with JavaScript off.
 */
export function PasskeyList({ passkeys }: { passkeys: PasskeyView[] }) {
  if (passkeys.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{m.passkey_none()}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={m.passkey_list_label()}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="space-y-2 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-medium break-all">{passkey.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {m.passkey_dates({ added: day(passkey.created_at), used: day(passkey.last_used_at) })}
            </p>
          </div>
          <div className="flex gap-2">
            <Form method="post" className="flex min-w-0 flex-1 gap-2">
              <input type="hidden" name="id" value={passkey.id} />
              <label className="min-w-0 flex-1">
                <span className="sr-only">{m.passkey_rename_label({ name: passkey.name })}</span>
                <input name="name" defaultValue={passkey.name} maxLength={PASSKEY_NAME_MAX} required className="field w-full" />
              </label>
              <button type="submit" name="intent" value="rename" className="btn-ghost">
                {m.passkey_rename()}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="id" value={passkey.id} />
              <button type="submit" name="intent" value="remove" className="btn-ghost text-rose-700 dark:text-rose-400">
                {m.passkey_remove()}
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
