import { Form, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { ErrorNotice } from "~/components/admin/notice";
import { RedirectHere, Screen } from "~/components/admin/screen";
import { SubmitButton } from "~/components/admin/submit-button";
import { useRefused } from "~/components/admin/use-refused";
import { AddPasskeyForm } from "~/components/passkeys/add-passkey-form";
import { PasskeyList } from "~/components/passkeys/passkey-list";
import { adminSecurityAudit, setRequirePasskey } from "~/domain/admins/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { passkeyAudit } from "~/domain/passkeys/commands.server";
import { passkeySessionOf } from "~/domain/passkeys/owner.server";
import { listPasskeys } from "~/domain/passkeys/queries.server";
import { RequirePasskeyInput } from "~/domain/passkeys/schema";
import { readForm, submitForm, unknownIntent } from "~/web/form-submission.server";
import { submitPasskeyForm } from "~/web/passkey-forms.server";
import { callerIpContext } from "~/web/router-context.server";
import type { Route } from "./+types/security";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { app, admin } = await requireAdminPage(args);
  return { passkeys: await listPasskeys(app, { scope: "admin", id: admin.id }), requirePasskey: admin.requirePasskey };
}

export async function action(args: Route.ActionArgs) {
  const { app, admin, sessionId, done } = await requireAdminPage(args);
  const ip = args.context.get(callerIpContext);
  const owner = passkeySessionOf("admin", admin, sessionId);
  const form = await readForm(args.request);
  const passkeyWrite = submitPasskeyForm(
    form,
    { app, owner, request: args.request, ip },
    {
      added: (added) =>
        done(form, { notice: m.security_event_passkey_added(), audit: auditFacts(passkeyAudit.create, added.id, added.name) }),
      renamed: (id, name) => done(form, { notice: m.security_event_passkey_renamed(), audit: auditFacts(passkeyAudit.rename, id, name) }),
      removed: (id) => done(form, { notice: m.admin_notice_passkey_removed(), audit: auditFacts(passkeyAudit.delete, id) }),
    },
  );
  if (passkeyWrite) return passkeyWrite;
  if (form.get("intent") !== "require") return unknownIntent(form);
  return submitForm(
    form,
    RequirePasskeyInput,
    async ({ require_passkey }) => {
      await setRequirePasskey(app, { admin, sessionId }, require_passkey);
      return done(form, {
        notice: require_passkey ? m.admin_notice_passkey_required() : m.admin_notice_password_again(),
        audit: auditFacts(adminSecurityAudit.require_passkey, admin.id, require_passkey ? "on" : "off"),
      });
    },
    { fields: { require_passkey: form.get("require_passkey") === "true" } },
  );
}

export default function AdminSecurity() {
  const { passkeys, requirePasskey } = useLoaderData<typeof loader>();
  const { refused } = useRefused();
  return (
    <Screen title={m.admin_nav_security()}>
      <ErrorNotice error={refused ? refused.error : undefined} />
      <section className="panel space-y-4" aria-labelledby="admin-passkeys">
        <h2 id="admin-passkeys" className="text-lg font-semibold">
          {m.security_passkeys_heading()}
        </h2>
        <PasskeyList passkeys={passkeys} />
        <AddPasskeyForm scope="admin" withoutScript={m.admin_security_passkey_needs_script()}>
          <RedirectHere />
        </AddPasskeyForm>
      </section>
      <section className="panel space-y-3" aria-labelledby="admin-require">
        <h2 id="admin-require" className="text-lg font-semibold">
          {m.admin_security_require()}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {requirePasskey ? m.admin_security_on() : m.admin_security_off()}
          {m.admin_security_lost()}
        </p>
        <Form method="post">
          <RedirectHere />
          <input type="hidden" name="require_passkey" value={requirePasskey ? "false" : "true"} />
          <SubmitButton intent="require" busyLabel="Saving..." className={requirePasskey ? "btn-ghost" : "btn-primary"}>
            {requirePasskey ? m.admin_security_stop_requiring() : m.admin_security_require()}
          </SubmitButton>
        </Form>
      </section>
    </Screen>
  );
}
