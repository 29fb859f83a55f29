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
import { deleteViewerSegment, segmentAudit } from "~/domain/segments/commands.server";
import { findViewerSegmentsForModeration } from "~/domain/segments/queries.server";
import { segmentKindName } from "~/i18n/segment-kind-labels";
import { clockTime } from "~/lib/browser/watch-positions";
import type { Route } from "./+types/segments";
import { m } from "~/paraglide/messages";

const SIZES = [10, 25, 50, 100] as const;

// The skip segments viewers sent (issue #82, decision 068), newest first, to remove a wrong or
// mischievous one before the votes do; a sender's name finds all they sent.
export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const { size, page, offset } = paging(params, SIZES, 25);
  const username = (params.get("username") ?? "").trim().slice(0, 64);
  const found = await findViewerSegmentsForModeration(app, { username: username || undefined, limit: size, offset });
  return { segments: found.items, hasNext: offset + size < found.total, page, size, username };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitForm(form, recordButtons("delete"), async ({ id }) => {
    await deleteViewerSegment(app, id);
    return done(form, { notice: m.admin_notice_segment_deleted(), audit: auditFacts(segmentAudit.delete, id) });
  });
}

export default function SegmentModeration() {
  const { segments, hasNext, page, size, username } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  return (
    <Screen title={m.admin_nav_segments()}>
      <ErrorNotice error={failure(m.admin_segments_delete_failed)} />
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
      <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
    </Screen>
  );
}
