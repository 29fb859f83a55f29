import { requireAdminPage } from "~/web/admin-page.server";
import { exportSeries, seriesExportFile } from "~/domain/series/export.server";
import type { Route } from "./+types/import_.series_.export";

/** GET {base}/admin/import/series/export?format=csv|json: every series as a download. */
export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const format = args.url.searchParams.get("format") === "json" ? "json" : "csv";
  return new Response(seriesExportFile(await exportSeries(app), format), {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="series.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
