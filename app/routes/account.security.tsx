import { pageTitle } from "~/lib/site-name";
import { Link, type MetaFunction, redirect, useActionData, useLoaderData } from "react-router";
import { readReply } from "~/components/forms/reply";
import { AddPasskeyForm } from "~/components/passkeys/add-passkey-form";
import { PasskeyList } from "~/components/passkeys/passkey-list";
import { passkeySessionOf } from "~/domain/passkeys/owner.server";
import { listPasskeys, listSecurityEvents } from "~/domain/passkeys/queries.server";
import type { SecurityEventKind } from "~/lib/vocabulary/security-events";
import { readForm, refusalPageHeaders, unknownIntent } from "~/web/form-submission.server";
import { requireUser } from "~/web/page-guards.server";
import { submitPasskeyForm } from "~/web/passkey-forms.server";
import { appContext, callerIpContext } from "~/web/router-context.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/account.security";
import { storedMinute } from "~/lib/display";

export const meta: MetaFunction = () => [{ title: pageTitle(m.security_title()) }];

/** A 429 keeps its Retry-After (too many refused passkey answers). */
export const headers = refusalPageHeaders;

/** What the list calls each event, in the page's language (the API answers the kind itself). */
const EVENT_LABELS: Record<SecurityEventKind, () => string> = {
  passkey_added: m.security_event_passkey_added,
  passkey_renamed: m.security_event_passkey_renamed,
  passkey_removed: m.security_event_passkey_removed,
  passkey_sign_in: m.security_event_passkey_sign_in,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  // How an account signs in is the account's, whichever of its profiles asks (decision 074).
  const { account } = await requireUser(request, app);
  const owner = { scope: "user" as const, id: account.id };
  const [passkeys, events] = await Promise.all([listPasskeys(app, owner), listSecurityEvents(app, account.id)]);
  return { passkeys, events };
}

/** Add (the authenticator's answer), rename and remove; a refusal comes back above the forms with its status. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { account, sessionId } = await requireUser(request, app);
  const owner = passkeySessionOf("user", account, sessionId);
  const ip = context.get(callerIpContext);
  const form = await readForm(request);
  const back = () => redirect("/account/security");
  return submitPasskeyForm(form, { app, owner, request, ip }, { added: back, renamed: back, removed: back }) ?? unknownIntent(form);
}

export default function AccountSecurity() {
  const { passkeys, events } = useLoaderData<typeof loader>();
  const { firstError } = readReply(useActionData<typeof action>());
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{m.security_title()}</h1>
        <Link to="/profile" className="link text-sm">
          {m.security_back_to_profile()}
        </Link>
      </div>
      {firstError ? (
        <p role="alert" className="alert-error">
          {firstError}
        </p>
      ) : null}
      <section className="panel space-y-4 p-6" aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading" className="text-lg font-semibold">
          {m.security_passkeys_heading()}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{m.security_passkeys_intro()}</p>
        <PasskeyList passkeys={passkeys} />
        <AddPasskeyForm scope="user" withoutScript={m.security_passkeys_without_script()} />
      </section>
      <section className="panel space-y-3 p-6" aria-labelledby="events-heading">
        <h2 id="events-heading" className="text-lg font-semibold">
          {m.security_events_heading()}
        </h2>
        {events.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{m.security_events_none()}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {events.map((event) => (
              <li key={`${event.created_at}-${event.event}`} className="flex flex-wrap justify-between gap-2">
                <span>
                  {EVENT_LABELS[event.event]()}
                  {event.detail ? <span className="text-slate-600 dark:text-slate-400"> · {event.detail}</span> : null}
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  {storedMinute(event.created_at)}
                  {event.ip ? ` · ${event.ip}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
