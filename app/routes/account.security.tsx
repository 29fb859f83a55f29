import { pageTitle } from "~/lib/site-name";
import { Link, type MetaFunction, redirect, useActionData, useLoaderData } from "react-router";
import { readReply } from "~/components/forms/reply";
import { AddPasskeyForm } from "~/components/passkeys/add-passkey-form";
import { PasskeyList } from "~/components/passkeys/passkey-list";
import { finishPasskeyRegistration, removePasskey, renamePasskey } from "~/domain/passkeys/commands.server";
import { passkeySessionOf } from "~/domain/passkeys/owner";
import { listPasskeys, listSecurityEvents } from "~/domain/passkeys/queries.server";
import { relyingParty } from "~/domain/passkeys/relying-party.server";
import { NewPasskeyInput, PasskeyIdInput, PasskeyRenameInput } from "~/domain/passkeys/schema";
import { securityEventLabels } from "~/lib/vocabulary/security-events";
import { readForm, refusalPageHeaders, submitForm, unknownIntent } from "~/web/form-submission.server";
import { requireUser } from "~/web/page-guards.server";
import { newPasskeyFields } from "~/web/passkey-forms.server";
import { appContext, callerIpContext } from "~/web/router-context.server";
import type { Route } from "./+types/account.security";

export const meta: MetaFunction = () => [{ title: pageTitle("Security") }];

/** A 429 keeps its Retry-After (too many refused passkey answers). */
export const headers = refusalPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  const owner = { scope: "user" as const, id: user.id };
  const [passkeys, events] = await Promise.all([listPasskeys(app, owner), listSecurityEvents(app, user.id)]);
  return { passkeys, events };
}

/** Add (the authenticator's answer), rename and remove; a refusal comes back above the forms with its status. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { user, sessionId } = await requireUser(request, app);
  const owner = passkeySessionOf("user", user, sessionId);
  const ip = context.get(callerIpContext);
  const form = await readForm(request);
  const back = redirect("/account/security");
  switch (form.get("intent")) {
    case "passkey":
      return submitForm(
        form,
        NewPasskeyInput,
        async (input) => {
          await finishPasskeyRegistration(app, owner, input, relyingParty(app.env, request.url), ip);
          return back;
        },
        { fields: newPasskeyFields(form) },
      );
    case "rename":
      return submitForm(form, PasskeyRenameInput, async ({ id, name }) => {
        await renamePasskey(app, owner, id, name, ip);
        return back;
      });
    case "remove":
      return submitForm(form, PasskeyIdInput, async ({ id }) => {
        await removePasskey(app, owner, id, ip);
        return back;
      });
  }
  return unknownIntent(form);
}

export default function AccountSecurity() {
  const { passkeys, events } = useLoaderData<typeof loader>();
  const { firstError } = readReply(useActionData<typeof action>());
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Security</h1>
        <Link to="/profile" className="link text-sm">
          Back to your profile
        </Link>
      </div>
      {firstError ? (
        <p role="alert" className="alert-error">
          {firstError}
        </p>
      ) : null}
      <section className="panel space-y-4 p-6" aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading" className="text-lg font-semibold">
          Passkeys
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A passkey signs you in with your device's screen lock or a security key instead of your password: nothing to type, nothing to
          phish. Your password keeps working.
        </p>
        <PasskeyList passkeys={passkeys} />
        <AddPasskeyForm scope="user" withoutScript="Adding a passkey needs JavaScript; your password works without it." />
      </section>
      <section className="panel space-y-3 p-6" aria-labelledby="events-heading">
        <h2 id="events-heading" className="text-lg font-semibold">
          Recent security events
        </h2>
        {events.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nothing yet.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {events.map((event) => (
              <li key={`${event.created_at}-${event.event}`} className="flex flex-wrap justify-between gap-2">
                <span>
                  {securityEventLabels[event.event]}
                  {event.detail ? <span className="text-slate-600 dark:text-slate-400"> · {event.detail}</span> : null}
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  {event.created_at.slice(0, 16).replace("T", " ")} UTC{event.ip ? ` · ${event.ip}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
