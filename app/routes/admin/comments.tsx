import { FilterActions } from "~/components/admin/filter-actions";
import { Form, useLoaderData } from "react-router";
import { recordButtons, requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm } from "~/web/form-submission.server";
import { auditFacts } from "~/domain/audit/names";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { SelectField } from "~/components/admin/fields";
import { EpisodeCell, StateChip, TimeCell } from "~/components/admin/moderation";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav, paging } from "~/components/admin/page-nav";
import { choicesOf, SeriesFinder, useFoundSeries, type SeriesChoice } from "~/components/admin/series-finder";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { RowActionButton } from "~/components/admin/submit-button";
import { useRefused } from "~/components/admin/use-refused";
import { approveComment, commentAudit, deleteComment } from "~/domain/comments/commands.server";
import { findCommentsForModeration } from "~/domain/comments/queries.server";
import { findSeriesChoices, findSeriesChoicesByIds } from "~/domain/series/choices.server";
import type { Route } from "./+types/comments";
import { m } from "~/paraglide/messages";

const SIZES = [5, 10, 25, 50] as const;

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const { size, page, offset } = paging(params, SIZES, 10);
  const search = (params.get("search") ?? "").trim().slice(0, 200);
  const seriesId = Number(params.get("series_id")) || undefined;
  const find = (params.get("find") ?? "").trim().slice(0, 100);
  const [rows, chosen, found] = await Promise.all([
    findCommentsForModeration(app, { search: search || undefined, series_id: seriesId, limit: size, offset }),
    findSeriesChoicesByIds(app, seriesId ? [seriesId] : []),
    findSeriesChoices(app, find),
  ]);
  const choice = ({ id, title }: SeriesChoice) => ({ id, title });
  return {
    comments: rows.items,
    hasNext: offset + size < rows.total,
    page,
    size,
    search,
    seriesId: seriesId ?? "",
    find,
    chosen: chosen.map(choice),
    found: found.map(choice),
  };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitForm(form, recordButtons("approve", "delete"), async ({ intent, id }) => {
    if (intent === "approve") await approveComment(app, id);
    else await deleteComment(app, id);
    return done(form, {
      notice: intent === "approve" ? m.admin_notice_comment_approved() : m.admin_notice_comment_deleted(),
      audit: auditFacts(commentAudit[intent], id),
    });
  });
}

export default function CommentsModeration() {
  const { comments, hasNext, page, size, search, seriesId, find, chosen, found: initial } = useLoaderData<typeof loader>();
  const [found, setFound] = useFoundSeries(initial);
  const series = choicesOf(chosen, found);
  const { failure } = useRefused();
  return (
    <Screen title={m.admin_nav_comments()}>
      <ErrorNotice error={failure(m.admin_comments_delete_failed, { approve: m.admin_comments_approve_failed })} />
      <Form method="get" className="panel flex flex-wrap items-end gap-3">
        <input type="hidden" name="size" value={size} />
        <div className="min-w-56 flex-1">
          <label htmlFor="search" className="label">
            {m.admin_search()}
          </label>
          <input
            id="search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder={m.admin_comments_search_placeholder()}
            className="field"
          />
        </div>
        <SeriesFinder defaultValue={find} onResults={setFound} />
        <SelectField
          className="min-w-56"
          label={m.field_series()}
          name="series_id"
          defaultValue={seriesId}
          empty={m.admin_comments_all_series()}
          options={series.map((item) => ({ value: item.id, label: item.title }))}
        />
        <FilterActions />
      </Form>
      <AdminTable
        headers={[
          m.admin_field_status(),
          m.admin_col_episode(),
          m.account_field_username(),
          m.admin_col_content(),
          m.admin_col_created(),
          m.admin_actions(),
        ]}
        empty={comments.length === 0 ? m.admin_comments_none() : null}
      >
        {comments.map((comment) => (
          <tr key={comment.id}>
            <StateChip done={comment.approved} label={comment.approved ? m.admin_comments_approved() : m.admin_comments_pending()} />
            <EpisodeCell record={comment} />
            <td>{comment.username}</td>
            <td className="max-w-md break-words">{comment.content}</td>
            <TimeCell iso={comment.created_at} />
            <RowActions>
              {comment.approved ? null : (
                <RowActionButton id={comment.id} intent="approve">
                  {m.admin_comments_approve()}
                </RowActionButton>
              )}
              <DeleteRowAction id={comment.id} question={m.admin_comments_delete_question()} />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
      <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
    </Screen>
  );
}
