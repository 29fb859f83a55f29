import type { SecureHeadersVariables } from "hono/secure-headers";
import type { AppContext } from "~/.server/context";
import type { AdminRow, UserRow } from "~/.server/db/schema";
import type { Browsing } from "~/lib/browsing";

/** The Hono environment of every /api router. */
export type ApiEnv = {
  Bindings: Env;
  Variables: SecureHeadersVariables & {
    app: AppContext;
    /** The profile a user's token acts as: every personal read and write is its (decision 074). */
    user: UserRow;
    /** The account of that profile: its sign-in, passkeys, sessions and public name. */
    account: UserRow;
    admin: AdminRow;
    sessionId: string;
    /** A viewer route's caller as their token says (null: anyone). */
    viewer: Browsing | null;
  };
};
