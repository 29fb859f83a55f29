import { FilterActions } from "~/components/admin/filter-actions";
import { Form, useLoaderData } from "react-router";
import { recordButtons, requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm } from "~/web/form-submission.server";
import { auditFacts } from "~/domain/audit/names";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav, paging } from "~/components/admin/page-nav";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { RowActionButton } from "~/components/admin/submit-button";
import { useRefused } from "~/components/admin/use-refused";
import { FormField } from "~/components/ui/form-field";
import { deleteUser, setUserBlocked, userAudit } from "~/domain/users/commands.server";
import { listUsersForAdmin } from "~/domain/users/queries.server";
import { UsersQuery } from "~/domain/users/schema";
import type { Route } from "./+types/users";
import { m } from "~/paraglide/messages";

const SIZES = [10, 20, 50, 100] as const;

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const filter = UsersQuery.safeParse(Object.fromEntries(params));
  const query = filter.success ? filter.data : {};
  const { size, page, offset } = paging(params, SIZES, 20);
  const found = await listUsersForAdmin(app, { ...query, limit: size, offset });
  return {
    users: found.items,
    hasNext: offset + size < found.total,
    page,
    size,
    query: { search: query.search ?? "", from: query.from ?? "", to: query.to ?? "" },
    invalid: !filter.success,
  };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitForm(form, recordButtons("block", "unblock", "delete"), async ({ intent, id }) => {
    if (intent === "delete") {
      await deleteUser(app, id);
      return done(form, { notice: m.admin_notice_user_deleted(), audit: auditFacts(userAudit.delete, id) });
    }
    const user = await setUserBlocked(app, id, intent === "block");
    return done(form, {
      notice: (intent === "block" ? m.admin_notice_user_blocked : m.admin_notice_user_unblocked)({ username: user.username }),
      audit: auditFacts(userAudit[intent], id),
    });
  });
}

export default function Users() {
  const { users, hasNext, page, size, query, invalid } = useLoaderData<typeof loader>();
  const { refused } = useRefused();
  const failure = refused
    ? m.admin_users_error({
        status: refused.status,
        error: refused.error || (refused.intent === "delete" ? m.admin_users_delete_failed() : m.admin_users_action_failed()),
      })
    : undefined;
  return (
    <Screen title={m.admin_nav_users()}>
      <ErrorNotice error={failure ?? (invalid ? m.admin_users_dates_invalid() : undefined)} />
      <Form method="get" className="panel flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor="search" className="label">
            {m.admin_users_search()}
          </label>
          <input id="search" name="search" type="search" defaultValue={query.search} className="field" />
        </div>
        <FormField label={m.admin_users_joined_from()} name="from" type="date" defaultValue={query.from} />
        <FormField label={m.admin_users_joined_to()} name="to" type="date" defaultValue={query.to} />
        <FilterActions apply={m.admin_search()} />
      </Form>
      <AdminTable
        headers={[
          m.account_field_email(),
          m.account_field_username(),
          m.admin_users_col_joined(),
          m.admin_field_status(),
          m.admin_actions(),
        ]}
        empty={users.length === 0 ? m.admin_users_none() : null}
      >
        {users.map((user) => (
          <tr key={user.id}>
            <td>{user.email}</td>
            <td className="font-medium">{user.username}</td>
            <td className="whitespace-nowrap">{user.created_at.slice(0, 10)}</td>
            <td>
              <span className={`chip text-white ${user.blocked ? "bg-red-700" : "bg-emerald-700"}`}>
                {user.blocked ? m.admin_users_blocked() : m.admin_users_active()}
              </span>
            </td>
            <RowActions>
              <RowActionButton id={user.id} intent={user.blocked ? "unblock" : "block"}>
                {user.blocked ? m.admin_users_unblock() : m.admin_users_block()}
              </RowActionButton>
              <DeleteRowAction id={user.id} question={m.admin_users_delete_question({ username: user.username })} />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
      <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
    </Screen>
  );
}
