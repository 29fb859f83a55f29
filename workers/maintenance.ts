// The Cron Trigger's work (`[triggers] crons` in wrangler.toml): keeping visit rows bounded, and
// removing upload objects no row names. Each job runs whether or not the other failed.
import { buildAppContext } from "~/.server/context";
import { sweepUploads } from "~/.server/storage/sweep";
import { rollUpVisits } from "~/domain/visitors/retention.server";

export async function runMaintenance(env: Env, ctx: ExecutionContext, at: Date) {
  const app = buildAppContext(env, ctx, "first-primary");
  const [visits, uploads] = await Promise.allSettled([rollUpVisits(app, at), sweepUploads(app.db, app.env.BUCKET, at)]);
  if (visits.status === "fulfilled")
    console.log("maintenance: visits before", visits.value.cutoff, "rolled up; raw rows deleted:", visits.value.deleted);
  if (uploads.status === "fulfilled")
    console.log("maintenance: unnamed uploads removed:", uploads.value.unnamed, "objects without a row:", uploads.value.rowless);
  const failed = [visits, uploads].filter((job) => job.status === "rejected").map((job) => job.reason);
  if (failed.length > 0) throw new AggregateError(failed, "maintenance: a job failed; the next run tries again");
}
