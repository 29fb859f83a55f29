import type { AppContext } from "~/.server/context";
import type { AdminRow, UserRow } from "~/.server/db/schema";

/** The Hono environment of every /api router. */
export type ApiEnv = {
  Bindings: Env;
  Variables: { app: AppContext; user: UserRow; admin: AdminRow; sessionId: string };
};
