import type { AppContext } from "~/.server/context";
import { auditLog } from "~/.server/db/schema";
import { isStorageUnavailable } from "~/.server/errors";
import type { AuditFacts } from "./names";

export type AuditEntry = AuditFacts & { admin: { id: number; username: string }; ip: string };

/** Tries after the response, with these pauses, an entry D1 could not take at once. */
const RETRY_PAUSES_MS = [1_000, 3_000, 9_000];

const insertEntry = (app: AppContext, entry: AuditEntry) =>
  app.db.insert(auditLog).values({
    adminId: entry.admin.id,
    adminUsername: entry.admin.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    detail: entry.detail,
    ip: entry.ip,
  });

async function retryEntry(app: AppContext, entry: AuditEntry) {
  for (const pause of RETRY_PAUSES_MS) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    try {
      return await insertEntry(app, entry);
    } catch (error) {
      console.error("audit entry not written yet", error);
    }
  }
  console.error("audit entry lost to a storage outage", JSON.stringify(entry));
}

/**
 * Every admin write lands here, after the write stood: who, what, which record, from where, when.
 * When D1 fails in passing the entry is retried after the response instead of failing it: the
 * admin is told the truth (the write was made), not "try again" over a change that stands.
 */
export async function recordAudit(app: AppContext, entry: AuditEntry) {
  try {
    await insertEntry(app, entry);
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    app.waitUntil(retryEntry(app, entry));
  }
}
