import { database, type Database } from "./db/client";
import { countedD1 } from "./db/usage";
import { readEnv, type AppEnv } from "./env";

/** What every loader, action and API handler receives: checked bindings and the db client. */
export type AppContext = {
  env: AppEnv;
  db: Database;
  waitUntil: (promise: Promise<unknown>) => void;
};

export function buildAppContext(env: object, ctx: Pick<ExecutionContext, "waitUntil">): AppContext {
  const appEnv = readEnv(env);
  return { env: appEnv, db: database(countedD1(appEnv.DB, ctx)), waitUntil: (promise) => ctx.waitUntil(promise) };
}
