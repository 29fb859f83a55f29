import { NotFound } from "~/components/layout/not-found";
import { notFound } from "~/lib/refusals";
import { asRefusal } from "~/web/form-submission.server";

// Unknown paths and the legacy admin paths (/admin/*, /admin-login, /20051410-admin-login/*).
export function loader() {
  throw asRefusal(notFound("Page"));
}

export default function CatchAll() {
  return <NotFound />;
}
