import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { parseOrThrow, requireAdminPage, runAdminMutation } from "~/.server/admin-page";
import { ErrorNotice } from "~/components/admin/notice";
import { Screen } from "~/components/admin/screen";
import { SeriesForm } from "~/components/admin/series-form";
import { listGenres } from "~/domain/genres/queries.server";
import { seriesFieldsFrom } from "~/domain/series/admin-form.server";
import { createSeries } from "~/domain/series/commands.server";
import { SeriesCreateInput } from "~/domain/series/schema";

export async function loader(args: LoaderFunctionArgs) {
  const { app } = await requireAdminPage(args);
  return { genres: await listGenres(app.db) };
}

// Also the target of the "Add New Series" dialog on Manage Series.
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  return runAdminMutation(args, form, async ({ app }) => {
    const created = await createSeries(app, parseOrThrow(SeriesCreateInput, await seriesFieldsFrom(app, form)));
    return { notice: `Series "${created.title}" added`, audit: { action: "create", entity: "series", entityId: String(created.id) } };
  });
}

export default function AddSeries() {
  const { genres } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Screen title="Add Series">
      <ErrorNotice error={result ? `Failed to add series: ${result.error}` : undefined} />
      <div className="panel">
        <SeriesForm genres={genres} />
      </div>
    </Screen>
  );
}
