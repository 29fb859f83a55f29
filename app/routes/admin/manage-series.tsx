import * as Dialog from "@radix-ui/react-dialog";
import { Form, Link, useLoaderData } from "react-router";
import { useState } from "react";
import { RecordIdInput, requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm, unknownIntent, fileFormBytes } from "~/web/form-submission.server";
import { withFormImage } from "~/web/form-upload.server";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav, paging } from "~/components/admin/page-nav";
import { AdminTable, RowActions, Screen } from "~/components/admin/screen";
import { SeriesForm } from "~/components/admin/series-form";
import { SeriesRelations } from "~/components/admin/series-relations";
import { addRelation, removeRelation } from "~/domain/franchise/commands.server";
import { relationsOf } from "~/domain/franchise/queries.server";
import { RelationAddInput, RelationRemoveInput } from "~/domain/franchise/schema";
import { useRefused } from "~/components/admin/use-refused";
import { listGenres } from "~/domain/genres/queries.server";
import { seriesCover, seriesFields } from "~/web/series-form.server";
import { deleteSeries, seriesAudit, updateSeries } from "~/domain/series/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { findSeriesPage } from "~/domain/series/catalogue.server";
import { followerCounts } from "~/domain/follows/queries.server";
import { getSeriesById, getSeriesView } from "~/domain/series/queries.server";
import { followingOf, refreshSeries } from "~/domain/series-sources/refresh.server";
import { followedFieldsText, SeriesFollowing } from "~/components/admin/series-following";
import { SOURCE_NAMES } from "~/lib/vocabulary/series-sources";
import { SeriesUpdateInput } from "~/domain/series/schema";
import { adminScreen } from "~/lib/admin-paths";
import { seriesImage } from "~/lib/images";
import { CoverThumb } from "~/components/ui/picture";
import { z } from "zod";
import { UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { statusLabel, typeLabel } from "~/i18n/catalogue-labels";
import { localized } from "~/lib/locale-paths";
import type { Route } from "./+types/manage-series";
import { m } from "~/paraglide/messages";

const SIZES = [3, 5, 10] as const;

export async function loader(args: Route.LoaderArgs) {
  const { app, base } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const { size, page, offset } = paging(params, SIZES, 3);
  const editId = Number(params.get("edit"));
  // The table appears only once a search term is entered (admin spec).
  const editable = Number.isSafeInteger(editId) && editId > 0;
  const [matches, genres, editing, following, relations] = await Promise.all([
    // The title typed first, as the site's search ranks it (decision 035). Counting stops one past
    // this page: all the pager asks is whether a next page exists.
    q
      ? findSeriesPage(app, { q }, "relevance", { limit: size, offset }, offset + size)
      : Promise.resolve({ items: [], total: 0, capped: false }),
    listGenres(app),
    editable ? getSeriesView(app, editId) : Promise.resolve(undefined),
    editable ? followingOf(app, editId) : Promise.resolve(null),
    editable ? relationsOf(app, editId) : Promise.resolve([]),
  ]);
  const followers = await followerCounts(
    app,
    matches.items.map((series) => series.id),
  );
  const results = matches.items.map((series) => ({ ...series, followers: followers.get(series.id) ?? 0 }));
  return {
    q,
    size,
    page,
    results,
    hasNext: matches.capped,
    genres,
    editing: editing ?? null,
    following,
    relations,
    addHref: adminScreen(base, "add-series"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(UPLOAD_LIMITS.cover) });
  const relationsSaved = async (id: number) => {
    const title = (await getSeriesById(app, id))?.title ?? "";
    return done(form, { notice: m.admin_notice_relations_saved({ title }), audit: auditFacts(seriesAudit.relations, id) });
  };
  switch (form.get("intent")) {
    case "update":
      return submitForm(
        form,
        z.intersection(RecordIdInput, SeriesUpdateInput),
        async ({ id, ...input }) => {
          const saved = await updateSeries(app, id, await withFormImage(app, form, seriesCover, input));
          return done(form, { notice: m.admin_notice_series_saved({ title: saved.title }), audit: auditFacts(seriesAudit.update, id) });
        },
        { fields: seriesFields(form) },
      );
    case "refresh":
      return submitForm(form, RecordIdInput, async ({ id }) => {
        const refresh = await refreshSeries(app, id);
        const [saved, source] = [await getSeriesById(app, id), SOURCE_NAMES[refresh.source]];
        const title = saved?.title ?? "";
        const count = refresh.scheduled;
        const notice =
          refresh.changed.length > 0
            ? m.admin_notice_series_refreshed({ title, source, fields: followedFieldsText(refresh.changed), count })
            : count > 0
              ? m.admin_notice_series_refreshed_episodes({ title, source, count })
              : m.admin_notice_series_current({ title, source });
        return done(form, { notice, audit: auditFacts(seriesAudit.refresh, id, refresh.changed.join(",")) });
      });
    case "relation-add":
      return submitForm(form, RelationAddInput, async ({ id, related, kind }) => {
        await addRelation(app, id, related, kind);
        return relationsSaved(id);
      });
    case "relation-remove":
      return submitForm(form, RelationRemoveInput, async ({ id, related }) => {
        await removeRelation(app, id, related);
        return relationsSaved(id);
      });
    case "delete":
      return submitForm(form, RecordIdInput, async ({ id }) => {
        await deleteSeries(app, id);
        return done(form, { notice: m.admin_notice_series_deleted(), audit: auditFacts(seriesAudit.delete, id) });
      });
  }
  return unknownIntent(form);
}

/** Without JavaScript, "Add New Series" opens the Add Series page; with it, a dialog. */
function AddSeriesDialog({ href, genres }: { href: string; genres: { id: number; name: string }[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Link
        to={href}
        className="btn-primary"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {m.admin_series_add_new()}
      </Link>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(96vw,960px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="mb-1 text-lg font-bold">{m.admin_series_add_new()}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-slate-600 dark:text-slate-400">
            {m.admin_series_add_required()}
          </Dialog.Description>
          <SeriesForm genres={genres} action={href} />
          <Dialog.Close className="btn-ghost mt-3">{m.admin_close()}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default function ManageSeries() {
  const { q, size, page, results, hasNext, genres, editing, following, relations, addHref } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  const failed = failure(m.admin_series_update_failed, {
    delete: m.admin_series_delete_failed,
    refresh: m.admin_series_refresh_failed,
    "relation-add": m.admin_relations_failed,
    "relation-remove": m.admin_relations_failed,
  });
  return (
    <Screen title={m.admin_nav_manage_series()} actions={<AddSeriesDialog href={addHref} genres={genres} />}>
      <ErrorNotice error={failed} />
      <Form method="get" className="panel flex flex-wrap items-end gap-3" role="search">
        <input type="hidden" name="size" value={size} />
        <div className="min-w-64 flex-1">
          <label htmlFor="q" className="label">
            {m.layout_search_label()}
          </label>
          <input id="q" name="q" type="search" defaultValue={q} placeholder={m.browse_search_placeholder()} className="field" />
        </div>
        <button type="submit" className="btn-primary">
          {m.admin_search()}
        </button>
      </Form>
      {editing ? (
        <section className="panel space-y-3" aria-labelledby="edit-title">
          <h2 id="edit-title" className="font-semibold">
            {m.admin_series_edit_heading({ title: editing.title })}
          </h2>
          {following ? <SeriesFollowing seriesId={editing.id} {...following} /> : null}
          <SeriesForm series={editing} genres={genres} cancelHref={`?q=${encodeURIComponent(q)}`} />
          <SeriesRelations seriesId={editing.id} relations={relations} />
        </section>
      ) : null}
      {q ? (
        <>
          <AdminTable
            headers={[
              m.admin_col_image(),
              m.admin_field_title(),
              m.admin_field_description(),
              m.admin_field_status(),
              m.admin_field_type(),
              m.admin_field_year(),
              m.admin_col_followers(),
              m.admin_actions(),
            ]}
            empty={results.length === 0 ? m.ui_no_series_found() : null}
          >
            {results.map((series) => (
              <tr key={series.id}>
                <td>
                  <CoverThumb src={seriesImage(series)} />
                </td>
                <td className="font-medium">{series.title}</td>
                <td className="max-w-xs">
                  <span className="line-clamp-2">{series.description}</span>
                </td>
                <td>{statusLabel(series.status)}</td>
                <td>{typeLabel(series.type)}</td>
                <td>{series.year}</td>
                <td className="tabular-nums">{series.followers}</td>
                <RowActions>
                  <Link to={`?q=${encodeURIComponent(q)}&edit=${series.id}`} className="btn-ghost px-3 py-1.5">
                    {m.admin_edit()}
                  </Link>
                  <DeleteRowAction id={series.id} question={m.admin_series_delete_question({ title: series.title })} />
                  <a href={localized(`/${series.slug}`)} target="_blank" rel="noreferrer" className="btn-ghost px-3 py-1.5">
                    {m.admin_view()}
                  </a>
                </RowActions>
              </tr>
            ))}
          </AdminTable>
          <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
        </>
      ) : (
        <p className="panel text-sm text-slate-600 dark:text-slate-400">{m.admin_series_search_first()}</p>
      )}
    </Screen>
  );
}
