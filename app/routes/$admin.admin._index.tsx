import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdminPage } from "~/.server/admin-page";
import { adminScreen, adminScreens } from "~/lib/admin-paths";

export async function loader(args: LoaderFunctionArgs) {
  const { admin, base } = await requireAdminPage(args);
  return { username: admin.username, base };
}

/** The dashboard, also shown for any unknown admin sub-path. */
export function AdminWelcome() {
  const { username, base } = useLoaderData<typeof loader>();
  return (
    <section className="panel space-y-4">
      <h1 className="text-2xl font-bold">Welcome, {username}</h1>
      <p className="text-slate-700 dark:text-slate-300">Choose a screen to manage the catalogue and the site, or <a href="/" className="link">go to the main site</a>.</p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {adminScreens.map((screen) => (
          <li key={screen.path}><Link to={adminScreen(base, screen.path)} className="btn-ghost w-full">{screen.label}</Link></li>
        ))}
      </ul>
    </section>
  );
}

export default AdminWelcome;
