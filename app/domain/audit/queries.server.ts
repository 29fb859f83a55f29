import { desc } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
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
export async function recordAudit(db: Database, entry: AuditEntry) {
  await db.insert(auditLog).values({
    adminId: entry.admin.id,
    adminUsername: entry.admin.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    detail: entry.detail ?? null,
    ip: entry.ip,
  });
}

export function listAudit(db: Database, page: { limit: number; offset: number }) {
  return db
    .select({
      id: auditLog.id,
      admin_username: auditLog.adminUsername,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entityId,
      detail: auditLog.detail,
      ip: auditLog.ip,
      created_at: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}
