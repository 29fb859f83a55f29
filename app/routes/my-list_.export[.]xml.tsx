import { malExportDownload } from "~/domain/lists/export";
import { listForExport } from "~/domain/lists/queries.server";
import { requireUser } from "~/web/page-guards.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/my-list_.export[.]xml";

/** My List's "Export for MyAnimeList": the signed-in viewer's list as MyAnimeList's XML file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  return malExportDownload(user, await listForExport(app, user.id));
}
