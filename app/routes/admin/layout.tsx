import { pageTitle } from "~/lib/site-name";
import { type MetaFunction, Outlet, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { countOpenReports } from "~/domain/player-reports/queries.server";
import { AdminShell } from "~/components/admin/admin-shell";
import type { Route } from "./+types/layout";
import { m } from "~/paraglide/messages";

export const handle = { shell: "admin" };

export const meta: MetaFunction = () => [{ title: pageTitle(m.admin_shell_title()) }, { name: "robots", content: "noindex" }];

// Guards the shell only; every child loader and action calls requireAdminPage itself.
export async function loader(args: Route.LoaderArgs) {
  const { app, admin, base } = await requireAdminPage(args);
  return { username: admin.username, base, openReports: await countOpenReports(app) };
}

export default function AdminLayout() {
  const { username, base, openReports } = useLoaderData<typeof loader>();
  return (
    <AdminShell base={base} username={username} counts={{ "player-reports": openReports }}>
      <Outlet />
    </AdminShell>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
