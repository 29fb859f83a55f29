import { Form, useLoaderData } from "react-router";
import { RecordIdInput, requireAdminPage } from "~/web/admin-page.server";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { ErrorNotice } from "~/components/admin/notice";
import { AdminTable, RedirectHere, Screen } from "~/components/admin/screen";
import { SubmitButton } from "~/components/admin/submit-button";
import { useClientCheck } from "~/components/admin/use-client-check";
import { fieldsOf, useRefused } from "~/components/admin/use-refused";
import { FormField } from "~/components/ui/form-field";
import { addAllowedIp, allowedIpAudit, removeAllowedIp } from "~/domain/admin-ips/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { listAllowedIps } from "~/domain/admin-ips/queries.server";
import { AllowedIpInput } from "~/domain/admin-ips/schema";
import { callerIpContext } from "~/web/router-context.server";
import { readForm, submitForm, unknownIntent } from "~/web/form-submission.server";
import type { Route } from "./+types/allowed-ips";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  return { entries: await listAllowedIps(app), yourIp: args.context.get(callerIpContext) };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const yourIp = args.context.get(callerIpContext);
  const form = await readForm(args.request);
  switch (form.get("intent")) {
    case "add":
      return submitForm(form, AllowedIpInput, async (input) => {
        const entry = await addAllowedIp(app, input, yourIp);
        return done(form, { notice: m.admin_notice_ip_added(), audit: auditFacts(allowedIpAudit.create, entry.id, entry.ip) });
      });
    case "remove":
      return submitForm(form, RecordIdInput, async ({ id }) => {
        await removeAllowedIp(app, id, yourIp);
        return done(form, { notice: m.admin_notice_ip_removed(), audit: auditFacts(allowedIpAudit.delete, id) });
      });
  }
  return unknownIntent(form);
}

export default function AllowedIps() {
  const { entries, yourIp } = useLoaderData<typeof loader>();
  const { typed, failure } = useRefused();
  const { formProps, fieldError } = useClientCheck(["add"], () =>
    import("~/domain/admin-ips/schema").then((module) => module.AllowedIpInput),
  );
  const field = fieldsOf(typed, fieldError);
  return (
    <Screen title={m.admin_ips_title()}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {m.admin_ips_intro()}
        <code>{yourIp}</code>
      </p>
      <ErrorNotice error={failure(m.admin_ips_remove_failed, { add: m.admin_ips_add_failed })} />
      <Form method="post" className="panel flex flex-wrap items-end gap-3" {...formProps}>
        <RedirectHere />
        <FormField
          label={m.admin_field_ip()}
          {...field("ip")}
          required
          placeholder={m.admin_ips_placeholder()}
          className="min-w-56 flex-1"
        />
        <FormField label={m.admin_field_label()} {...field("label")} className="min-w-48 flex-1" />
        <SubmitButton intent="add" busyLabel={m.admin_adding()}>
          {m.admin_add()}
        </SubmitButton>
      </Form>
      {entries.length === 0 ? (
        <p className="panel">{m.admin_ips_none()}</p>
      ) : (
        <AdminTable headers={[m.admin_col_ip(), m.admin_field_label(), m.admin_ips_col_added(), m.admin_actions()]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="font-mono">{entry.ip}</td>
              <td>{entry.label}</td>
              <td>{entry.created_at.slice(0, 16).replace("T", " ")}</td>
              <td>
                <ConfirmAction
                  confirmKey={`remove-${entry.id}`}
                  label={m.admin_remove()}
                  question={m.admin_ips_remove_question({ ip: entry.ip })}
                  intent="remove"
                  busyLabel={m.admin_removing()}
                  fields={{ id: entry.id }}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </Screen>
  );
}
