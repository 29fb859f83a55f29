import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import { recordWritesAction, requireAdminPage } from "~/web/admin-page.server";
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

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  return { genres: await listGenres(app) };
}

const failures: Record<string, string> = {
  create: "Failed to add genre",
  update: "Failed to update genre",
  delete: "Failed to delete genre",
};

export const action = recordWritesAction({
  audit: genreAudit,
  schema: GenreInput,
  create: async (app, input) => ({ id: (await createGenre(app, input)).id, notice: "Genre added" }),
  update: async (app, id, input) => {
    await updateGenre(app, id, input);
    return "Genre updated";
  },
  remove: async (app, id) => {
    await deleteGenre(app, id);
    return "Genre deleted";
  },
});

export default function Genres() {
  const { genres } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const editing = Number(params.get("edit"));
  const { refused, typed, fieldError } = useRefused();
  const error = refused ? `${failures[refused.intent] ?? "Failed"}: ${refused.error}` : undefined;
  const adding = refused?.intent === "create";
  const { formProps, clientError } = useClientCheck(["create"], () => import("~/domain/genres/schema").then((module) => module.GenreInput));
  return (
    <Screen title="Manage Genres">
      <ErrorNotice error={error} />
      <Form method="post" className="panel flex flex-wrap items-end gap-3" {...formProps}>
        <RedirectHere />
        <FormField
          label="Name"
          name="name"
          required
          className="min-w-48 flex-1"
          defaultValue={adding ? typed("name") : ""}
          error={clientError("name") ?? (adding ? fieldError("name") : undefined)}
        />
        <FormField
          label="Description"
          name="description"
          className="min-w-48 flex-1"
          defaultValue={adding ? typed("description") : ""}
          error={clientError("description") ?? (adding ? fieldError("description") : undefined)}
        />
        <SubmitButton intent="create" busyLabel="Adding...">
          Add
        </SubmitButton>
      </Form>
      <AdminTable headers={["Name", "Description", "Actions"]}>
        {genres.map((genre) =>
          editing === genre.id ? (
            <tr key={genre.id}>
              <td colSpan={3}>
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <RedirectHere />
                  <input type="hidden" name="id" value={genre.id} />
                  <FormField
                    label="Name"
                    name="name"
                    id={`name-${genre.id}`}
                    required
                    defaultValue={genre.name}
                    className="min-w-48 flex-1"
                  />
                  <FormField
                    label="Description"
                    name="description"
                    id={`description-${genre.id}`}
                    defaultValue={genre.description ?? ""}
                    className="min-w-48 flex-1"
                  />
                  <SubmitButton intent="update" busyLabel="Saving...">
                    Save
                  </SubmitButton>
                  <Link to="?" className="btn-ghost">
                    Cancel
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
                  Edit
                </Link>
                <DeleteRowAction id={genre.id} question={`Delete the genre "${genre.name}"? Series keep their other genres.`} />
              </RowActions>
            </tr>
          ),
        )}
      </AdminTable>
    </Screen>
  );
}
