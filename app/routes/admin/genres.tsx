import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import { RecordIdInput, requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm, unknownIntent } from "~/web/form-submission.server";
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
import { z } from "zod";
import { auditFacts } from "~/domain/audit/names";
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

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  switch (form.get("intent")) {
    case "create":
      return submitForm(form, GenreInput, async (input) => {
        const { id } = await createGenre(app, input);
        return done(form, { notice: "Genre added", audit: auditFacts(genreAudit.create, id) });
      });
    case "update":
      return submitForm(form, z.intersection(RecordIdInput, GenreInput), async ({ id, ...input }) => {
        await updateGenre(app, id, input);
        return done(form, { notice: "Genre updated", audit: auditFacts(genreAudit.update, id) });
      });
    case "delete":
      return submitForm(form, RecordIdInput, async ({ id }) => {
        await deleteGenre(app, id);
        return done(form, { notice: "Genre deleted", audit: auditFacts(genreAudit.delete, id) });
      });
  }
  return unknownIntent(form);
}
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
