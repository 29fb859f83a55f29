import { useLoaderData } from "react-router";
import { AuthorFilter } from "~/components/admin/author-filter";
import { authorsRecords, removeRecord } from "~/web/moderation-page.server";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { EpisodeCell, TimeCell } from "~/components/admin/moderation";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav } from "~/components/admin/page-nav";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { useRefused } from "~/components/admin/use-refused";
import { danmakuAudit, deleteDanmaku } from "~/domain/danmaku/commands.server";
import { findDanmakuForModeration } from "~/domain/danmaku/queries.server";
import { clockTime } from "~/lib/browser/watch-positions";
import type { Route } from "./+types/danmaku";
import { m } from "~/paraglide/messages";

// The on-screen comments rooms stored (decision 055), newest first, to remove what breaks the rules;
// an author's name finds all they posted.
export const loader = (args: Route.LoaderArgs) => authorsRecords(args, findDanmakuForModeration);

export const action = (args: Route.ActionArgs) => removeRecord(args, deleteDanmaku, danmakuAudit.delete, m.admin_notice_danmaku_deleted);

export default function DanmakuModeration() {
  const { items: danmaku, hasNext, page, size, sizes, username } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  return (
    <Screen title={m.admin_nav_danmaku()}>
      <ErrorNotice error={failure(m.admin_danmaku_delete_failed)} />
      <AuthorFilter username={username} size={size} />
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
      <PageNav page={page} hasNext={hasNext} size={size} sizes={sizes} />
    </Screen>
  );
}
