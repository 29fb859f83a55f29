import { Form } from "react-router";
import { PASSKEY_NAME_MAX } from "~/domain/passkeys/schema";
import type { PasskeyView } from "~/domain/passkeys/responses";

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "never");

/**
 * An account's passkeys, each with a rename form and a remove button: plain forms posting
 * `intent` rename or remove with the passkey's `id`, so they work with JavaScript off.
 */
export function PasskeyList({ passkeys }: { passkeys: PasskeyView[] }) {
  if (passkeys.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No passkeys yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="Your passkeys">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="space-y-2 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-medium break-all">{passkey.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Added {day(passkey.created_at)} · last used {day(passkey.last_used_at)}
            </p>
          </div>
          <div className="flex gap-2">
            <Form method="post" className="flex min-w-0 flex-1 gap-2">
              <input type="hidden" name="id" value={passkey.id} />
              <label className="min-w-0 flex-1">
                <span className="sr-only">New name for {passkey.name}</span>
                <input name="name" defaultValue={passkey.name} maxLength={PASSKEY_NAME_MAX} required className="field w-full" />
              </label>
              <button type="submit" name="intent" value="rename" className="btn-ghost">
                Rename
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="id" value={passkey.id} />
              <button type="submit" name="intent" value="remove" className="btn-ghost text-rose-700 dark:text-rose-400">
                Remove
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
