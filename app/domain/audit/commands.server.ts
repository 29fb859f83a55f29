import type { AppContext } from "~/.server/context";
import { auditLog } from "~/.server/db/schema";

export type AuditEntry = {
  admin: { id: number; username: string };
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: string | null;
  ip: string;
};

/** Every admin write lands here: who, what, which record, from where, when. */
export async function recordAudit(app: AppContext, entry: AuditEntry) {
  await app.db.insert(auditLog).values({
    adminId: entry.admin.id,
    adminUsername: entry.admin.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    detail: entry.detail ?? null,
    ip: entry.ip,
  });
}
