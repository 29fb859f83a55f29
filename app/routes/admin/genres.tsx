import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import { requireAdminPage, submitRecordForm } from "~/web/admin-page.server";
import { readForm } from "~/web/form-submission.server";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { ErrorNotice } from "~/components/admin/notice";
import { AdminTable, RedirectHere, RowActions, Screen } from "~/components/admin/screen";
import { SubmitButton } from "~/components/admin/submit-button";
import { useClientCheck } from "~/components/admin/use-client-check";
import { useRefused } from "~/components/admin/use-refused";
import { FormField } from "~/components/ui/form-field";
import { createGenre, deleteGenre, genreAudit, updateGenre } from "~/domain/genres/commands.server";
import { listGenres } from "~/domain/genres/queries.server";
import { GenreInput } from "~/domain/genres/schema";
import type { Route } from "./+types/genres";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  return { genres: await listGenres(app) };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitRecordForm(form, done, {
    schema: GenreInput,
    audit: genreAudit,
    notices: { create: m.admin_notice_genre_added, update: m.admin_notice_genre_updated, delete: m.admin_notice_genre_deleted },
    create: (input) => createGenre(app, input),
    update: (id, input) => updateGenre(app, id, input),
    remove: (id) => deleteGenre(app, id),
  });
}
export default function Genres() {
  const { genres } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const editing = Number(params.get("edit"));
  const { refused, typed, fieldError, failure } = useRefused();
  const error = failure(m.admin_failed, {
    create: m.admin_genres_add_failed,
    update: m.admin_genres_update_failed,
    delete: m.admin_genres_delete_failed,
  });
  const adding = refused?.intent === "create";
  const { formProps, clientError } = useClientCheck(["create"], () => import("~/domain/genres/schema").then((module) => module.GenreInput));
  return (
    <Screen title={m.admin_nav_genres()}>
      <ErrorNotice error={error} />
      <Form method="post" className="panel flex flex-wrap items-end gap-3" {...formProps}>
        <RedirectHere />
        <FormField
          label={m.field_name()}
          name="name"
          required
          className="min-w-48 flex-1"
          defaultValue={adding ? typed("name") : ""}
          error={clientError("name") ?? (adding ? fieldError("name") : undefined)}
        />
        <FormField
          label={m.admin_field_description()}
          name="description"
          className="min-w-48 flex-1"
          defaultValue={adding ? typed("description") : ""}
          error={clientError("description") ?? (adding ? fieldError("description") : undefined)}
        />
        <SubmitButton intent="create" busyLabel={m.admin_adding()}>
          {m.admin_add()}
        </SubmitButton>
      </Form>
      <AdminTable headers={[m.field_name(), m.admin_field_description(), m.admin_actions()]}>
        {genres.map((genre) =>
          editing === genre.id ? (
            <tr key={genre.id}>
              <td colSpan={3}>
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <RedirectHere />
                  <input type="hidden" name="id" value={genre.id} />
                  <FormField
                    label={m.field_name()}
                    name="name"
                    id={`name-${genre.id}`}
                    required
                    defaultValue={genre.name}
                    className="min-w-48 flex-1"
                  />
                  <FormField
                    label={m.admin_field_description()}
                    name="description"
                    id={`description-${genre.id}`}
                    defaultValue={genre.description ?? ""}
                    className="min-w-48 flex-1"
                  />
                  <SubmitButton intent="update" busyLabel={m.admin_saving()}>
                    {m.admin_save()}
                  </SubmitButton>
                  <Link to="?" className="btn-ghost">
                    {m.admin_cancel()}
                  </Link>
                </Form>
              </td>
            </tr>
          ) : (
            <tr key={genre.id}>
              <td className="font-medium">{genre.name}</td>
              <td>{genre.description}</td>
              <RowActions>
                <Link to={`?edit=${genre.id}`} className="btn-ghost px-3 py-1.5">
                  {m.admin_edit()}
                </Link>
                <DeleteRowAction id={genre.id} question={m.admin_genres_delete_question({ name: genre.name })} />
              </RowActions>
            </tr>
          ),
        )}
      </AdminTable>
    </Screen>
  );
}
