import { and, asc, desc, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { passkeys, securityEvents } from "~/.server/db/schema";
import { ownerColumn, type PasskeyOwner } from "./owner.server";
import type { PasskeyView } from "./responses";

/** A passkey as the API and the pages show it (responses.ts, Passkey). */
export const passkeyView = {
  id: passkeys.id,
  name: passkeys.name,
  created_at: passkeys.createdAt,
  last_used_at: passkeys.lastUsedAt,
};

/** The account's passkeys, oldest first (the order they were added in). */
export async function listPasskeys(app: AppContext, owner: Pick<PasskeyOwner, "scope" | "id">): Promise<PasskeyView[]> {
  return app.db
    .select(passkeyView)
    .from(passkeys)
    .where(eq(ownerColumn(owner.scope), owner.id))
    .orderBy(asc(passkeys.createdAt));
}

/** One passkey of the account, or none when the id is another account's or nobody's. */
export async function findPasskey(app: AppContext, owner: Pick<PasskeyOwner, "scope" | "id">, id: string) {
  const [found] = await app.db
    .select(passkeyView)
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(ownerColumn(owner.scope), owner.id)));
  return found;
}

export const SECURITY_EVENTS_SHOWN = 20;

/** The viewer's latest security events, newest first. */
export async function listSecurityEvents(app: AppContext, userId: number) {
  return app.db
    .select({ event: securityEvents.event, detail: securityEvents.detail, ip: securityEvents.ip, created_at: securityEvents.createdAt })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(SECURITY_EVENTS_SHOWN);
}
