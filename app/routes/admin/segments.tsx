import { useLoaderData } from "react-router";
import { AuthorFilter } from "~/components/admin/author-filter";
import { authorsRecords, removeRecord } from "~/web/moderation-page.server";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { EpisodeCell, TimeCell } from "~/components/admin/moderation";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav } from "~/components/admin/page-nav";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { useRefused } from "~/components/admin/use-refused";
import { deleteViewerSegment, segmentAudit } from "~/domain/segments/commands.server";
import { findViewerSegmentsForModeration } from "~/domain/segments/queries.server";
import { segmentKindName } from "~/i18n/segment-kind-labels";
import { clockTime } from "~/lib/browser/watch-positions";
import type { Route } from "./+types/segments";
import { m } from "~/paraglide/messages";

// The skip segments viewers sent (issue #82, decision 068), newest first, to remove a wrong or
// mischievous one before the votes do; a sender's name finds all they sent.
export const loader = (args: Route.LoaderArgs) => authorsRecords(args, findViewerSegmentsForModeration);

export const action = (args: Route.ActionArgs) =>
  removeRecord(args, deleteViewerSegment, segmentAudit.delete, m.admin_notice_segment_deleted);

export default function SegmentModeration() {
  const { items: segments, hasNext, page, size, sizes, username } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  return (
    <Screen title={m.admin_nav_segments()}>
      <ErrorNotice error={failure(m.admin_segments_delete_failed)} />
      <AuthorFilter username={username} size={size} />
      <AdminTable
        headers={[
          m.admin_col_episode(),
          m.admin_segments_col_kind(),
          m.admin_segments_col_range(),
          m.account_field_username(),
          m.admin_segments_col_votes(),
          m.admin_col_created(),
          m.admin_actions(),
        ]}
        empty={segments.length === 0 ? m.admin_segments_none() : null}
      >
        {segments.map((segment) => (
          <tr key={segment.id}>
            <EpisodeCell record={segment} />
            <td>{segmentKindName(segment.kind)}</td>
            <td className="whitespace-nowrap tabular-nums">{`${clockTime(segment.start)} – ${clockTime(segment.end)}`}</td>
            <td>{segment.username}</td>
            <td className="tabular-nums">{segment.votes}</td>
            <TimeCell iso={segment.created_at} />
            <RowActions>
              <DeleteRowAction id={segment.id} question={m.admin_segments_delete_question()} />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
      <PageNav page={page} hasNext={hasNext} size={size} sizes={sizes} />
    </Screen>
  );
}
