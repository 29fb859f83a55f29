import type { AdminRow } from "~/domain/admins/queries.server";
import type { UserRow } from "~/domain/users/queries.server";
import type { AppContext } from "./context";

/** The Hono environment of every /api router. */
export type ApiEnv = {
  Bindings: Env;
  Variables: { app: AppContext; user: UserRow; admin: AdminRow; sessionId: string };
};
