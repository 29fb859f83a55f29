import { FilterActions } from "~/components/admin/filter-actions";
import { Form, useLoaderData } from "react-router";
import { recordButtons, requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm } from "~/web/form-submission.server";
import { auditFacts } from "~/domain/audit/names";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { EpisodeCell, TimeCell } from "~/components/admin/moderation";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav, paging } from "~/components/admin/page-nav";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { FormField } from "~/components/ui/form-field";
import { useRefused } from "~/components/admin/use-refused";
import { danmakuAudit, deleteDanmaku } from "~/domain/danmaku/commands.server";
import { findDanmakuForModeration } from "~/domain/danmaku/queries.server";
import { clockTime } from "~/lib/browser/watch-positions";
import type { Route } from "./+types/danmaku";
import { m } from "~/paraglide/messages";

const SIZES = [10, 25, 50, 100] as const;

// The on-screen comments rooms stored (decision 055), newest first, to remove what breaks the rules;
// an author's name finds all they posted.
export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const { size, page, offset } = paging(params, SIZES, 25);
  const username = (params.get("username") ?? "").trim().slice(0, 64);
  const found = await findDanmakuForModeration(app, { username: username || undefined, limit: size, offset });
  return { danmaku: found.items, hasNext: offset + size < found.total, page, size, username };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitForm(form, recordButtons("delete"), async ({ id }) => {
    await deleteDanmaku(app, id);
    return done(form, { notice: m.admin_notice_danmaku_deleted(), audit: auditFacts(danmakuAudit.delete, id) });
  });
}

export default function DanmakuModeration() {
  const { danmaku, hasNext, page, size, username } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  return (
    <Screen title={m.admin_nav_danmaku()}>
      <ErrorNotice error={failure(m.admin_danmaku_delete_failed)} />
      <Form method="get" className="panel flex flex-wrap items-end gap-3">
        <input type="hidden" name="size" value={size} />
        <FormField
          className="min-w-56 flex-1"
          label={m.account_field_username()}
          name="username"
          type="search"
          defaultValue={username}
          placeholder={m.admin_danmaku_author_placeholder()}
        />
        <FilterActions />
      </Form>
      <AdminTable
        headers={[
          m.admin_col_episode(),
          m.admin_danmaku_col_at(),
          m.account_field_username(),
          m.admin_col_content(),
          m.admin_col_created(),
          m.admin_actions(),
        ]}
        empty={danmaku.length === 0 ? m.admin_danmaku_none() : null}
      >
        {danmaku.map((comment) => (
          <tr key={comment.id}>
            <EpisodeCell record={comment} />
            <td className="whitespace-nowrap tabular-nums">{clockTime(comment.second)}</td>
            <td>{comment.username}</td>
            <td className="max-w-md break-words">{comment.text}</td>
            <TimeCell iso={comment.created_at} />
            <RowActions>
              <DeleteRowAction id={comment.id} question={m.admin_danmaku_delete_question()} />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
      <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
    </Screen>
  );
}
