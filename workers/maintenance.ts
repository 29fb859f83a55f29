// The Cron Trigger's work (`[triggers] crons` in wrangler.toml): keeping visit rows bounded,
// adding the finished days' episode views to each series' total, removing upload objects no row
// names, then making the variants older images lack (after the sweep, so it spends nothing on
// images the sweep removes), queueing a refresh of each airing series that follows its source
// (decision 059), and rebuilding each series' similar row (decision 061). Each job runs whether or
// not another failed.
import { WHOLE_CATALOGUE } from "~/.server/audience";
import { buildAppContext, primaryAppContext } from "~/.server/context";
import { logBackgroundUsage, usageOf } from "~/.server/usage/request-usage";
import { backfillVariants } from "~/.server/storage/backfill";
import { sweepUploads } from "~/.server/storage/sweep";
import { mediaStoreOf } from "~/.server/storage/uploads";
import { rollUpVisits } from "~/domain/visitors/retention.server";
import { rollUpSeriesViews } from "~/domain/visitors/series-views.server";
import { queueAiringRefreshes } from "~/domain/series-sources/refresh.server";
import { rebuildSimilarSeries } from "~/domain/similar/commands.server";

export async function runMaintenance(env: Env, ctx: ExecutionContext, at: Date) {
  // The upkeep works on the whole catalogue: what a page then shows is capped as it is read.
  const app = { ...buildAppContext(env, ctx, "first-primary"), audience: WHOLE_CATALOGUE };
  const store = mediaStoreOf(app);
  const sweepThenBackfill = async () => ({ swept: await sweepUploads(app.db, app.env.BUCKET, at), filled: await backfillVariants(store) });
  // Counted apart, so USAGE_LOG (bench:similar) says what the rebuild alone asks of D1.
  const similarApp = primaryAppContext(env, ctx);
  const rebuildSimilar = async () => {
    const rebuilt = await rebuildSimilarSeries(similarApp);
    logBackgroundUsage(similarApp.env, "the similar rows' rebuild", usageOf(similarApp));
    return rebuilt;
  };
  const [visits, views, uploads, refreshes, similar] = await Promise.allSettled([
    rollUpVisits(app, at),
    rollUpSeriesViews(app, at),
    sweepThenBackfill(),
    queueAiringRefreshes(app),
    rebuildSimilar(),
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
  if (similar.status === "fulfilled")
    console.log("maintenance: similar rows rebuilt for", similar.value.series, "series; rows that moved:", similar.value.moved);
  const failed = [visits, views, uploads, refreshes, similar].filter((job) => job.status === "rejected").map((job) => job.reason);
  if (failed.length > 0) throw new AggregateError(failed, "maintenance: a job failed; the next run tries again");
}
