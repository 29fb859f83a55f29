import { database, type Database } from "./db/client";
import { countedKV, countedR2 } from "./usage/bindings";
import { countedD1 } from "./usage/d1";
import { usageOf } from "./usage/request-usage";
import { readEnv, type AppEnv } from "./env";
import { VISITOR, WHOLE_CATALOGUE, type Audience } from "./audience";

/** What every loader, action and API handler receives: checked bindings and the db client. */
export type AppContext = {
  env: AppEnv;
  db: Database;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Where this request's reads stand in D1's history, to hand back to the client (null before any query). */
  d1Bookmark: () => string | null;
  /**
   * Whose cap on content ratings the request's series reads keep (app/domain/rating-caps/shown.server.ts):
   * a visitor's until authentication names a viewer or an admin (app/.server/auth/authenticate.ts).
   */
  audience: Audience;
};

/**
 * `d1Start` is a D1 Sessions constraint or bookmark: the request's queries go to the primary or to
 * a read replica at least as fresh as it (docs/decisions/009-edge-cache.md).
 */
export function buildAppContext(
  env: object,
  ctx: Pick<ExecutionContext, "waitUntil">,
  d1Start: string = "first-unconstrained",
): AppContext {
  const appEnv = readEnv(env);
  const session = appEnv.DB.withSession(d1Start);
  // A session answers prepare and batch like the database itself, which is all drizzle asks of it.
  const logStatement = appEnv.USAGE_LOG === "1" ? console.log : undefined;
  const db = database(countedD1(session as unknown as D1Database, ctx, logStatement));
  // What the request asks of KV and R2 is counted too, for its Server-Timing (app/.server/usage).
  const usage = usageOf(ctx);
  return {
    env: { ...appEnv, CACHE: countedKV(appEnv.CACHE, usage), BUCKET: countedR2(appEnv.BUCKET, usage) },
    db,
    waitUntil: (promise) => ctx.waitUntil(promise),
    d1Bookmark: () => session.getBookmark(),
    audience: VISITOR,
  };
}

/**
 * The context of the worker's own after-response writes: the database is the primary, and what
 * they ask of it is counted under the context itself (`usageOf(context)`), apart from any request.
 */
export function primaryAppContext(env: object, ctx: Pick<ExecutionContext, "waitUntil">): AppContext {
  const appEnv = readEnv(env);
  const context: AppContext = {
    env: appEnv,
    db: database(appEnv.DB),
    waitUntil: (promise) => ctx.waitUntil(promise),
    d1Bookmark: () => null,
    audience: WHOLE_CATALOGUE,
  };
  context.db = database(countedD1(appEnv.DB, context));
  return context;
}
