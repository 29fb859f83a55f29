// The Cron Trigger's work (`[triggers] crons` in wrangler.toml): keeping visit rows bounded,
// adding the finished days' episode views to each series' total, removing upload objects no row
// names, then making the variants older images lack (after the sweep, so it spends nothing on
// images the sweep removes), and queueing a refresh of each airing series that follows its source
// (decision 059). Each job runs whether or not another failed.
import { buildAppContext } from "~/.server/context";
import { backfillVariants } from "~/.server/storage/backfill";
import { sweepUploads } from "~/.server/storage/sweep";
import { mediaStoreOf } from "~/.server/storage/uploads";
import { rollUpVisits } from "~/domain/visitors/retention.server";
import { rollUpSeriesViews } from "~/domain/visitors/series-views.server";
import { queueAiringRefreshes } from "~/domain/series-sources/refresh.server";

export async function runMaintenance(env: Env, ctx: ExecutionContext, at: Date) {
  const app = buildAppContext(env, ctx, "first-primary");
  const store = mediaStoreOf(app);
  const sweepThenBackfill = async () => ({ swept: await sweepUploads(app.db, app.env.BUCKET, at), filled: await backfillVariants(store) });
  const [visits, views, uploads, refreshes] = await Promise.allSettled([
    rollUpVisits(app, at),
    rollUpSeriesViews(app, at),
    sweepThenBackfill(),
    queueAiringRefreshes(app),
  ]);
  if (visits.status === "fulfilled")
    console.log("maintenance: visits before", visits.value.cutoff, "rolled up; raw rows deleted:", visits.value.deleted);
  if (views.status === "fulfilled")
    console.log("maintenance: episode views through", views.value.through, "added to series totals:", views.value.series);
  if (uploads.status === "fulfilled") {
    const { swept, filled } = uploads.value;
    console.log("maintenance: unnamed uploads removed:", swept.unnamed, "objects without a row:", swept.rowless);
    console.log("maintenance: images given variants:", filled.made, "refused:", filled.refused, "more waiting:", filled.left);
  }
  if (refreshes.status === "fulfilled") console.log("maintenance: airing series queued for a refresh from their source:", refreshes.value);
  const failed = [visits, views, uploads, refreshes].filter((job) => job.status === "rejected").map((job) => job.reason);
  if (failed.length > 0) throw new AggregateError(failed, "maintenance: a job failed; the next run tries again");
}
