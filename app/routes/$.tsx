import { NotFound } from "~/components/layout/not-found";

// Unknown paths and the legacy admin paths (/admin/*, /admin-login, /20051410-admin-login/*).
export function loader() {
  throw new Response("Page not found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
