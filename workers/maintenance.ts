// The Cron Trigger's work (`[triggers] crons` in wrangler.toml): today, keeping visit rows bounded.
import { buildAppContext } from "~/.server/context";
import { rollUpVisits } from "~/domain/visitors/retention.server";

export async function runMaintenance(env: Env, ctx: ExecutionContext, at: Date) {
  const app = buildAppContext(env, ctx, "first-primary");
  const result = await rollUpVisits(app, at);
  console.log("maintenance: visits before", result.cutoff, "rolled up; raw rows deleted:", result.deleted);
}
