// What the admins' screens of what viewers post (on-screen comments, skip segments) share: a page
// of records found by their author's exact name, and a confirmed removal, audited, that comes
// back with its notice.
import type { AppContext } from "~/.server/context";
import { paging } from "~/components/admin/page-nav";
import { type AuditName, auditFacts } from "~/domain/audit/names";
import { readForm, submitForm } from "./form-submission.server";
import { recordButtons, requireAdminPage } from "./admin-page.server";

type PageArgs = Parameters<typeof requireAdminPage>[0];
const SIZES = [10, 25, 50, 100] as const;

/** The page of records a moderation screen shows, filtered by `username` when one is given. */
export async function authorsRecords<T>(
  args: PageArgs,
  find: (app: AppContext, filter: { username?: string; limit: number; offset: number }) => Promise<{ items: T[]; total: number }>,
) {
  const { app } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const { size, page, offset } = paging(params, SIZES, 25);
  const username = (params.get("username") ?? "").trim().slice(0, 64);
  const found = await find(app, { username: username || undefined, limit: size, offset });
  return { items: found.items, hasNext: offset + size < found.total, page, size, sizes: SIZES, username };
}

/** The screen's Delete: removes the record the form names, audited, and comes back with `notice`. */
export async function removeRecord(
  args: PageArgs,
  remove: (app: AppContext, id: number) => Promise<unknown>,
  audit: AuditName,
  notice: () => string,
) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitForm(form, recordButtons("delete"), async ({ id }) => {
    await remove(app, id);
    return done(form, { notice: notice(), audit: auditFacts(audit, id) });
  });
}
