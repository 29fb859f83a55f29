import { requireAdminPage } from "~/web/admin-page.server";
import { exportEpisodes, exportFile } from "~/domain/episodes/export.server";
import { findSeriesChoicesByIds } from "~/domain/series/choices.server";
import { slugify } from "~/lib/slug";
import type { Route } from "./+types/import_.export";
import { notFound } from "~/lib/refusals";
import { asRefusal } from "~/web/form-submission.server";

/** GET {base}/admin/import/export?series=ID&format=csv|json: a series' episodes as a download. */
export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const format = params.get("format") === "json" ? "json" : "csv";
  const [chosen] = await findSeriesChoicesByIds(app, [Number(params.get("series")) || 0]);
  if (!chosen) throw asRefusal(notFound("Series"));
  const body = exportFile(await exportEpisodes(app, chosen.id), format);
  return new Response(body, {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${slugify(chosen.title) || "series"}-episodes.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
