import { useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { PageNav, paging } from "~/components/admin/page-nav";
import { Screen, AdminTable } from "~/components/admin/screen";
import { listAudit } from "~/domain/audit/queries.server";
import type { Route } from "./+types/audit";
import { m } from "~/paraglide/messages";

const SIZES = [25, 50, 100] as const;

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const { size, page, offset } = paging(args.url.searchParams, SIZES, 50);
  const rows = await listAudit(app, { limit: size + 1, offset });
  return { entries: rows.slice(0, size), hasNext: rows.length > size, page, size };
}

/** Read-only: who did what, to which record, from where and when, newest first. */
export default function AuditLog() {
  const { entries, hasNext, page, size } = useLoaderData<typeof loader>();
  return (
    <Screen title={m.admin_nav_audit()}>
      <AdminTable
        headers={[
          m.admin_audit_col_when(),
          m.admin_audit_col_who(),
          m.admin_audit_col_action(),
          m.admin_audit_col_record(),
          m.admin_col_ip(),
        ]}
        empty={entries.length === 0 ? m.admin_audit_none() : null}
      >
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="whitespace-nowrap">{entry.created_at.slice(0, 19).replace("T", " ")}</td>
            <td>{entry.admin_username}</td>
            <td>{entry.action}</td>
            <td>
              {entry.entity}
              {entry.entity_id ? ` #${entry.entity_id}` : ""}
            </td>
            <td className="font-mono">{entry.ip}</td>
          </tr>
        ))}
      </AdminTable>
      <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
    </Screen>
  );
}
