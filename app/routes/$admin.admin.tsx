import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireAdminPage } from "~/.server/admin-page";
import { AdminShell } from "~/components/admin/admin-shell";

export const handle = { shell: "admin" };

export const meta: MetaFunction = () => [{ title: "Admin — AnimeStream" }, { name: "robots", content: "noindex" }];

// Guards the shell only; every child loader and action calls requireAdminPage itself.
export async function loader(args: LoaderFunctionArgs) {
  const { admin, base } = await requireAdminPage(args);
  return { username: admin.username, base };
}

export default function AdminLayout() {
  const { username, base } = useLoaderData<typeof loader>();
  return (
    <AdminShell base={base} username={username}>
      <Outlet />
    </AdminShell>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
